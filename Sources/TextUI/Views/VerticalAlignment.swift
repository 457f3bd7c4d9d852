/// Where shorter views sit in an `HStack`.
public enum VerticalAlignment: Sendable, Hashable {
  /// At the top.
  case top
  /// In the middle; an odd leftover line goes below.
  case center
  /// At the bottom.
  case bottom

  /// The lines above a view `height` tall in a space `available` tall.
  func offset(of height: Int, in available: Int) -> Int {
    let leftover = max(available - height, 0)
    switch self {
    case .top: return 0
    case .center: return leftover / 2
    case .bottom: return leftover
    }
  }
}
