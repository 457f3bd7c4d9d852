import KitSupport

/// The picks a generated test file makes, with numbers that are the same for a seed on
/// every run (modulo, where the standard library's `random(in:using:)` may change).
extension SplitMix64 {
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
