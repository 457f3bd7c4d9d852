import CalcCommandLine
import CalcCore
import CalcScenarios
import Foundation

/// Reading a JSON state and an event script, the two inputs a person writes.
enum ParseBenchmarks {
  static let json = """
    {"isLoadingOnStart": false, "numbers": [1, 2, 3, 4, 5, 6, 7, 8, 9, 0, 1, 2],
     "result": "1 + 2 + 3 + 4 + 5 + 6 + 7 + 8 + 9 + 0 + 1 + 2", "isCalculating": false}
    """

  static let script = Array(repeating: "appear, wait 3s, 1 2 3 submit wait 1.5s reset", count: 10)
    .joined(separator: " ")

  @MainActor
  static func run(_ stopwatch: inout Stopwatch, into report: inout Report) async {
    let reader = StateReader(strings: .russian)
    let bytes = Data(json.utf8)
    let decode = Benchmark("json/StateReader", batch: 100) {
      var total = 0
      for _ in 0..<100 {
        total &+= (try? reader.read(json, source: "bench"))?.numbers.count ?? -1
      }
      return total
    }
    let serialization = Benchmark("JSONSerialization", batch: 100) {
      var total = 0
      for _ in 0..<100 {
        let object = try? JSONSerialization.jsonObject(with: bytes)
        total &+= (object as? [String: Any])?.count ?? -1
      }
      return total
    }
    report.rows.append(await stopwatch.row(decode, baseline: serialization))

    let parse = Benchmark("script/StepScript.parse", batch: 100) {
      var total = 0
      for _ in 0..<100 { total &+= (try? StepScript.parse(script))?.count ?? -1 }
      return total
    }
    let split = Benchmark("split into words", batch: 100) {
      var total = 0
      for _ in 0..<100 {
        total &+= script.split { $0 == "," || $0.isWhitespace }.map(String.init).count
      }
      return total
    }
    report.rows.append(await stopwatch.row(parse, baseline: split))
  }
}
