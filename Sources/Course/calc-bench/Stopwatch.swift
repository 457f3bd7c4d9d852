/// Times benchmarks with `ContinuousClock`: warm-up first, then many samples.
@MainActor
struct Stopwatch {
  /// How many samples to take after warming up.
  let samples: Int
  /// How many untimed runs come first, so caches and allocators settle.
  let warmUp: Int
  /// Collects every benchmark's result so the optimiser cannot drop the work.
  private(set) var sink = 0

  init(samples: Int, warmUp: Int) {
    self.samples = samples
    self.warmUp = warmUp
  }

  /// Runs a benchmark and returns the seconds one unit of its work took, per sample.
  mutating func measure(_ benchmark: Benchmark) async -> Timing {
    let clock = ContinuousClock()
    let count = min(samples, benchmark.samples ?? samples)
    for _ in 0..<(benchmark.warmsUp ? min(warmUp, count) : 0) { sink &+= await benchmark.run() }
    var seconds: [Double] = []
    seconds.reserveCapacity(count)
    for _ in 0..<count {
      let start = clock.now
      sink &+= await benchmark.run()
      let elapsed = start.duration(to: clock.now)
      seconds.append(Self.seconds(elapsed) / Double(benchmark.batch))
    }
    return Timing(samples: seconds)
  }

  /// Compares a benchmark with its baseline, measured one after the other.
  mutating func row(_ benchmark: Benchmark, baseline: Benchmark?) async -> BenchmarkRow {
    let timing = await measure(benchmark)
    var base: (String, Timing)?
    if let baseline { base = (baseline.name, await measure(baseline)) }
    let count = min(samples, benchmark.samples ?? samples)
    return BenchmarkRow(
      name: benchmark.name, iterations: count * benchmark.batch, timing: timing, baseline: base)
  }

  /// Compares a benchmark with its baseline sample by sample, one of each in turn, so
  /// a machine whose speed drifts while they run slows both alike.
  mutating func interleavedRow(_ benchmark: Benchmark, baseline: Benchmark) async
    -> BenchmarkRow
  {
    let clock = ContinuousClock()
    let count = min(samples, benchmark.samples ?? samples, baseline.samples ?? samples)
    for _ in 0..<min(warmUp, count) {
      sink &+= await benchmark.run()
      sink &+= await baseline.run()
    }
    var seconds: ([Double], [Double]) = ([], [])
    for _ in 0..<count {
      var start = clock.now
      sink &+= await benchmark.run()
      seconds.0.append(Self.seconds(start.duration(to: clock.now)) / Double(benchmark.batch))
      start = clock.now
      sink &+= await baseline.run()
      seconds.1.append(Self.seconds(start.duration(to: clock.now)) / Double(baseline.batch))
    }
    return BenchmarkRow(
      name: benchmark.name, iterations: count * benchmark.batch,
      timing: Timing(samples: seconds.0), baseline: (baseline.name, Timing(samples: seconds.1)))
  }

  static func seconds(_ duration: Duration) -> Double {
    let (seconds, attoseconds) = duration.components
    return Double(seconds) + Double(attoseconds) * 1e-18
  }
}
