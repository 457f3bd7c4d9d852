/// How the lines of wrapped text line up with each other.
public enum TextAlignment: Sendable, Hashable {
  /// Lines start at the left edge.
  case leading
  /// Lines are centred; an odd leftover column goes to the right.
  case center
  /// Lines end at the right edge.
  case trailing

  /// Where this alignment puts a shorter view along its axis.
  var anchor: Anchor {
    switch self {
    case .leading: return .start
    case .center: return .middle
    case .trailing: return .end
    }
  }
}
