/// SplitMix64, a small random number generator whose whole state is one number, so a
/// seed replays a generated case exactly.
struct SplitMix64: RandomNumberGenerator {
  private var state: UInt64

  init(seed: UInt64) {
    state = seed
  }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var value = state
    value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
    value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
    return value ^ (value >> 31)
  }

  /// One of `choices`, each as likely.
  mutating func pick<T>(_ choices: [T]) -> T {
    choices[Int(next() % UInt64(choices.count))]
  }

  /// `true` with a chance of one in `odds`.
  mutating func oneIn(_ odds: Int) -> Bool {
    next() % UInt64(odds) == 0
  }

  /// A number from `range`.
  mutating func number(in range: ClosedRange<Int>) -> Int {
    range.lowerBound + Int(next() % UInt64(range.count))
  }
}
