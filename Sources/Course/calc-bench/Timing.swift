/// The median and 90th percentile of a set of samples, in seconds.
struct Timing {
  /// The middle sample.
  let median: Double
  /// The sample that 90 % of samples are at or below.
  let p90: Double

  init(samples: [Double]) {
    let sorted = samples.sorted()
    guard !sorted.isEmpty else {
      median = 0
      p90 = 0
      return
    }
    median = sorted[sorted.count / 2]
    p90 = sorted[min(sorted.count - 1, sorted.count * 9 / 10)]
  }

  /// A time with a unit that fits it: `812 ns`, `4.31 µs`, `2.10 ms`, `1.52 s`.
  static func format(_ seconds: Double) -> String {
    switch seconds {
    case ..<1e-6: "\(fixed(seconds * 1e9, 0)) ns"
    case ..<1e-3: "\(fixed(seconds * 1e6, 2)) µs"
    case ..<1: "\(fixed(seconds * 1e3, 2)) ms"
    default: "\(fixed(seconds, 2)) s"
    }
  }

  /// A number with a fixed count of decimals, without Foundation's formatters.
  static func fixed(_ value: Double, _ decimals: Int) -> String {
    var scale = 1.0
    for _ in 0..<decimals { scale *= 10 }
    let scaled = Int((value * scale).rounded())
    guard decimals > 0 else { return String(scaled) }
    let whole = scaled / Int(scale)
    let fraction = String(scaled % Int(scale))
    return "\(whole)." + String(repeating: "0", count: decimals - fraction.count) + fraction
  }
}
