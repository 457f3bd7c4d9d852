/// A benchmark, its baseline, and how long each took per unit of work.
struct BenchmarkRow {
  /// The benchmark's name.
  let name: String
  /// How many units of work were timed.
  let iterations: Int
  /// The benchmark's timing.
  let timing: Timing
  /// The baseline's name and timing, measured in the same run.
  let baseline: (name: String, timing: Timing)?

  /// How many times slower than the baseline the benchmark is.
  var ratio: Double? {
    baseline.map { timing.median / max($0.timing.median, 1e-12) }
  }
}
