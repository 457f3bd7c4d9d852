import Foundation

/// `calc-bench`: times the kit's hot paths against baselines measured in the same run.
///
/// `--quick` takes fewer samples and explores less deeply; `--filter NAME` runs
/// only the groups whose name contains NAME (render, scenarios, diff, parse, explore).
/// Verifying a file snapshot is timed through the public assertion, in a test, by
/// `Scripts/compare-snapshot-testing` (see Benchmarks.md).
/// `--draw ROW COUNT` times nothing: it draws COUNT screens of a render row
/// (such as `grid/ascii`), for counting instructions per screen with callgrind.
@main
struct CalcBench {
  static let groups = ["render", "scenarios", "diff", "parse", "explore"]
  static let usage =
    "usage: calc-bench [--quick] [--filter render|scenarios|diff|parse|explore]"
    + " | calc-bench --draw grid/ascii|grid/unicode|seed/ascii|seed/unicode COUNT"

  static func main() async {
    var arguments = Array(CommandLine.arguments.dropFirst())[...]
    var quick = false
    var filter: String?
    while let argument = arguments.popFirst() {
      switch argument {
      case "--quick": quick = true
      case "--help", "-h":
        print(usage)
        return
      case "--filter":
        guard let name = arguments.popFirst(), groups.contains(where: { $0.contains(name) }) else {
          fail("--filter needs one of \(groups.joined(separator: ", "))")
        }
        filter = name
      case "--draw":
        let rows = RenderBenchmarks.rows.map(\.name)
        guard let name = arguments.popFirst(), rows.contains(name) else {
          fail("--draw needs a row, one of \(rows.joined(separator: ", ")), then a count")
        }
        guard let text = arguments.popFirst(), let count = Int(text), count >= 0 else {
          fail("--draw \(name) needs a count of screens, a whole number from 0")
        }
        guard arguments.isEmpty else { fail("--draw takes no other argument") }
        let bytes = RenderBenchmarks.draw(row: name, count: count)
        print("\(count) screens of \(name), \(bytes) bytes")
        return
      default: fail("unknown argument '\(argument)'")
      }
    }
    let report = await run(quick: quick, filter: filter)
    FileHandle.standardOutput.write(Data(report.text.utf8))
  }

  /// Says what is wrong with the command line, on one line, and exits 64.
  static func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("calc-bench: \(message); \(usage)\n".utf8))
    exit(64)
  }

  @MainActor
  static func run(quick: Bool, filter: String?) async -> Report {
    var stopwatch = Stopwatch(samples: quick ? 30 : 300, warmUp: quick ? 3 : 20)
    var report = Report()
    func wanted(_ group: String) -> Bool {
      filter.map { group.contains($0) } ?? true
    }
    if wanted("render") { await RenderBenchmarks.run(&stopwatch, into: &report) }
    if wanted("scenarios") { await ScenarioBenchmarks.run(&stopwatch, into: &report) }
    if wanted("diff") {
      await DiffBenchmarks.run(&stopwatch, into: &report)
      await DiffMessageBenchmarks.run(&stopwatch, into: &report)
    }
    if wanted("parse") { await ParseBenchmarks.run(&stopwatch, into: &report) }
    if wanted("explore") {
      await ExplorationBenchmarks.run(
        &stopwatch, into: &report, depth: quick ? 4 : 6, samples: quick ? 3 : 1)
    }
    report.notes.append("(sink \(stopwatch.sink))")
    return report
  }
}
