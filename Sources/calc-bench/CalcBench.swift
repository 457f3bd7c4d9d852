import Foundation

/// `calc-bench`: times the kit's hot paths against baselines measured in the same run.
///
/// `--quick` takes fewer samples and explores less deeply; `--filter NAME` runs
/// only the groups whose name contains NAME (render, scenarios, diff, parse, explore).
@main
struct CalcBench {
  static func main() async {
    let arguments = Array(CommandLine.arguments.dropFirst())
    let quick = arguments.contains("--quick")
    var filter: String?
    if let index = arguments.firstIndex(of: "--filter"), index + 1 < arguments.count {
      filter = arguments[index + 1]
    }
    let report = await run(quick: quick, filter: filter)
    FileHandle.standardOutput.write(Data(report.text.utf8))
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
    if wanted("diff") { await DiffBenchmarks.run(&stopwatch, into: &report) }
    if wanted("parse") { await ParseBenchmarks.run(&stopwatch, into: &report) }
    if wanted("explore") {
      await ExplorationBenchmarks.run(
        &stopwatch, into: &report, depth: quick ? 4 : 6, samples: quick ? 3 : 1)
    }
    report.notes.append("(sink \(stopwatch.sink))")
    return report
  }
}
