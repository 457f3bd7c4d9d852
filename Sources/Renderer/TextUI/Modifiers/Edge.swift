/// A side of a view, for choosing which sides get padding.
public enum Edge: Sendable, Hashable, CaseIterable {
  /// The top side.
  case top
  /// The left side.
  case leading
  /// The bottom side.
  case bottom
  /// The right side.
  case trailing

  /// A set of sides, such as `.horizontal` or `[.top, .bottom]`.
  public struct Set: OptionSet, Sendable, Hashable {
    /// The sides as bits.
    public let rawValue: Int

    /// Creates a set of sides from bits.
    public init(rawValue: Int) {
      self.rawValue = rawValue
    }

    /// The top side.
    public static let top = Set(rawValue: 1 << 0)
    /// The left side.
    public static let leading = Set(rawValue: 1 << 1)
    /// The bottom side.
    public static let bottom = Set(rawValue: 1 << 2)
    /// The right side.
    public static let trailing = Set(rawValue: 1 << 3)
    /// The left and right sides.
    public static let horizontal: Set = [.leading, .trailing]
    /// The top and bottom sides.
    public static let vertical: Set = [.top, .bottom]
    /// Every side.
    public static let all: Set = [.horizontal, .vertical]
  }
}
