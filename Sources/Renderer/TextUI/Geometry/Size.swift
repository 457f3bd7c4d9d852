/// A size in terminal cells: columns wide, lines tall.
struct Size: Equatable, Hashable, Sendable, CustomStringConvertible {
  /// The width in columns.
  var width: Int
  /// The height in lines.
  var height: Int

  /// The empty size.
  static let zero = Size(width: 0, height: 0)

  /// A height larger than any screen, proposed when the screen grows to fit its content.
  ///
  /// It is finite so the few views that subtract from a proposal (padding)
  /// can never overflow.
  static let unboundedHeight = 1 << 30

  var description: String { "\(width)x\(height)" }
}
