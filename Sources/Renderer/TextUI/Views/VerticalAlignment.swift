/// Where shorter views sit in an `HStack`.
public enum VerticalAlignment: Sendable, Hashable {
  /// At the top.
  case top
  /// In the middle; an odd leftover line goes below.
  case center
  /// At the bottom.
  case bottom

  /// Where this alignment puts a shorter view along its axis.
  var anchor: Anchor {
    switch self {
    case .top: return .start
    case .center: return .middle
    case .bottom: return .end
    }
  }
}
