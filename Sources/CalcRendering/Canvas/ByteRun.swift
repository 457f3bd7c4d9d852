/// Up to sixteen bytes written at once, into a buffer with room to spare.
///
/// A screen is written as many short pieces: a border character, a margin,
/// a few spaces before a button. Copying each with a loop, or with `memset`
/// and `memcpy` calls that cost more than the bytes they move, makes the
/// pieces cost more than the screen's text. A run writes all sixteen of its
/// bytes at once and then counts only the ones it holds; the bytes after
/// them are overwritten by whatever is written next. A buffer written this
/// way needs ``spare`` bytes of room after its last byte.
struct ByteRun {
  /// The room a buffer needs after its last byte for a run's extra bytes.
  static let spare = 16

  /// The first eight bytes, the first in the lowest bits.
  private var low: UInt64 = 0
  /// The next eight bytes.
  private var high: UInt64 = 0
  /// How many bytes the run holds.
  private(set) var count = 0

  /// A run of the UTF-8 of `text`, which must fit in sixteen bytes; longer
  /// text is cut there.
  init(_ text: String) {
    for byte in text.utf8.prefix(16) {
      if count < 8 {
        low |= UInt64(byte) << (8 * count)
      } else {
        high |= UInt64(byte) << (8 * (count - 8))
      }
      count += 1
    }
    assert(count == text.utf8.count, "longer than a run: \(text)")
  }

  /// Writes the run at `offset` and moves `offset` past it.
  @inline(__always)
  func write(to base: UnsafeMutablePointer<UInt8>, at offset: inout Int) {
    let raw = UnsafeMutableRawPointer(base + offset)
    raw.storeBytes(of: low.littleEndian, as: UInt64.self)
    raw.storeBytes(of: high.littleEndian, toByteOffset: 8, as: UInt64.self)
    offset += count
  }

  /// Writes `count` spaces at `offset`, sixteen at a time, and moves `offset` past them.
  @inline(__always)
  static func writeSpaces(_ count: Int, to base: UnsafeMutablePointer<UInt8>, at offset: inout Int)
  {
    writeRepeating(UInt8(ascii: " "), count: count, to: base, at: &offset)
  }

  /// Writes `count` copies of a byte at `offset`, sixteen at a time, and moves `offset` past them.
  @inline(__always)
  static func writeRepeating(
    _ byte: UInt8, count: Int, to base: UnsafeMutablePointer<UInt8>, at offset: inout Int
  ) {
    // A constant splatted in a register, not a stored value looked up on every use.
    let sixteen = SIMD16<UInt8>(repeating: byte)
    var written = 0
    while written < count {
      UnsafeMutableRawPointer(base + offset + written).storeBytes(
        of: sixteen, as: SIMD16<UInt8>.self)
      written &+= 16
    }
    offset += max(count, 0)
  }
}
