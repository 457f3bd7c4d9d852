/// How the lines of wrapped text line up with each other.
public enum TextAlignment: Sendable, Hashable {
  /// Lines start at the left edge.
  case leading
  /// Lines are centred; an odd leftover column goes to the right.
  case center
  /// Lines end at the right edge.
  case trailing

  /// The columns before a line `width` wide in a block `available` wide.
  func offset(of width: Int, in available: Int) -> Int {
    let leftover = max(available - width, 0)
    switch self {
    case .leading: return 0
    case .center: return leftover / 2
    case .trailing: return leftover
    }
  }
}
