/// Where narrower views sit in a `VStack`.
public enum HorizontalAlignment: Sendable, Hashable {
  /// At the left edge.
  case leading
  /// In the middle; an odd leftover column goes to the right.
  case center
  /// At the right edge.
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
