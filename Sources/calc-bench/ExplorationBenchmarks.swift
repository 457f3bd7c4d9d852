import CalcCore

/// States per second of an exhaustive breadth-first walk through `ScenarioRunner`.
enum ExplorationBenchmarks {
  @MainActor
  static func run(
    _ stopwatch: inout Stopwatch, into report: inout Report, depth: Int, samples: Int
  ) async {
    let explorer = Explorer(depth: depth)
    let clock = ContinuousClock()
    let start = clock.now
    let states = await explorer.walk()
    // The first walk counts the states and warms up; the samples that follow are timed.
    let first = Stopwatch.seconds(start.duration(to: clock.now))
    let walk = Benchmark(
      "explore/depth \(depth)/per state", batch: states, samples: samples, warmsUp: false
    ) {
      await explorer.walk()
    }
    let step = Benchmark("fresh runner + 1 tap", batch: 100) {
      var total = 0
      for _ in 0..<100 { total &+= await explorer.state(after: [.tap(1)]).data.numbers.count }
      return total
    }
    let row = await stopwatch.row(walk, baseline: step)
    report.rows.append(row)
    let perSecond = Int(1 / max(row.timing.median, 1e-12))
    report.notes.append(
      "explore: \(states) distinct states within \(depth) events of "
        + "\(Explorer.events.count) kinds; \(perSecond) states/s "
        + "(first walk \(Timing.format(first)))")
  }
}
