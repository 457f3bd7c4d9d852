import CalcCore
import CalcScenarios

/// States per second of an exhaustive breadth-first walk with the kit's `Explorer`.
enum ExplorationBenchmarks {
  /// The events tried at every step: each digit, submit, reset, and waiting 3 seconds.
  static let events: [Step] = (0...9).map(Step.tap) + [.submit, .reset, .wait(.seconds(3))]

  @MainActor
  static func run(
    _ stopwatch: inout Stopwatch, into report: inout Report, depth: Int, samples: Int
  ) async {
    let explorer = Explorer(alphabet: events, depth: depth)
    let clock = ContinuousClock()
    let start = clock.now
    let states = await explorer.explore { _ in }.states
    // The first walk counts the states and warms up; the samples that follow are timed.
    let first = Stopwatch.seconds(start.duration(to: clock.now))
    let walk = Benchmark(
      "explore/depth \(depth)/per state", batch: states, samples: samples, warmsUp: false
    ) {
      await explorer.explore { _ in }.states
    }
    let step = Benchmark("fresh runner + 1 tap", batch: 100) {
      var total = 0
      for _ in 0..<100 {
        let runner = ScenarioRunner(state: CalculatorData(isLoadingOnStart: false))
        total &+= await runner.send(.tap(1)).numbers.count
      }
      return total
    }
    let row = await stopwatch.row(walk, baseline: step)
    report.rows.append(row)
    let perSecond = Int(1 / max(row.timing.median, 1e-12))
    report.notes.append(
      "explore: \(states) distinct states within \(depth) events of "
        + "\(events.count) kinds; \(perSecond) states/s "
        + "(first walk \(Timing.format(first)))")
  }
}
