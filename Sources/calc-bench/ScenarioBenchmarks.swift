import CalcCore
import CalcRendering

/// Every scenario of the catalog played through `ScenarioRunner`, each step's screen drawn.
enum ScenarioBenchmarks {
  @MainActor
  static func run(_ stopwatch: inout Stopwatch, into report: inout Report) async {
    let renderer = ScreenRenderer()
    let steps = Scenario.catalog.reduce(0) { $0 + $1.steps.count }
    let storyboards = Benchmark("scenarios/all \(Scenario.catalog.count), rendered") {
      var total = 0
      for scenario in Scenario.catalog {
        let runner = ScenarioRunner(state: scenario.start)
        total &+= renderer.render(CalculatorScreen(state: runner.state)).utf8.count
        for step in scenario.steps {
          let state = await runner.send(step)
          total &+= renderer.render(CalculatorScreen(state: state)).utf8.count
        }
        await runner.send(.disappear)
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
