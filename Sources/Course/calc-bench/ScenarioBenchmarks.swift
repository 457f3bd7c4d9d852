import CalcCore
import CalcScenarios
import CalcScreens

/// Every scenario of the catalog recorded as a storyboard, each frame's screen drawn.
enum ScenarioBenchmarks {
  @MainActor
  static func run(_ stopwatch: inout Stopwatch, into report: inout Report) async {
    let steps = Scenario.catalog.reduce(0) { $0 + $1.steps.count }
    let storyboards = Benchmark("storyboards/all \(Scenario.catalog.count)") {
      var total = 0
      for scenario in Scenario.catalog {
        total &+= await Storyboard.record(scenario).text.utf8.count
      }
      return total
    }
    let unrendered = Benchmark("run only, no screens") {
      var total = 0
      for scenario in Scenario.catalog {
        let runner = ScenarioRunner(state: scenario.start)
        total &+= await runner.run(scenario.steps).count
        await runner.send(.disappear)
      }
      return total
    }
    let row = await stopwatch.row(storyboards, baseline: unrendered)
    report.rows.append(row)
    let perStep = row.timing.median / Double(steps + Scenario.catalog.count)
    report.notes.append(
      "scenarios: \(Scenario.catalog.count) scenarios, \(steps) steps, "
        + "\(Timing.format(perStep)) per step with its screen")
  }
}
