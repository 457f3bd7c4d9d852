/// A small random number generator whose whole state is one number, so a seed replays
/// the same numbers on every run and every platform.
///
/// The benchmarks and the property tests make their texts and cases with it: a case
/// that fails names its seed, and the same seed makes it again. The algorithm is
/// Steele, Lea and Flood's SplitMix64, as Java's `SplittableRandom` uses it; it is fast
/// and good enough for tests, and not for anything secret.
///
/// ```swift
/// var random = SplitMix64(seed: 0)
/// print(String(random.next(), radix: 16))
/// // Prints "e220a8397b1dcdaf", SplitMix64's first number from 0 everywhere
/// ```
package struct SplitMix64: RandomNumberGenerator, Sendable {
  private var state: UInt64

  /// Creates a generator that starts from `seed`.
  package init(seed: UInt64) {
    state = seed
  }

  /// The next number of the sequence.
  package mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var value = state
    value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
    value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
    return value ^ (value >> 31)
  }
}
