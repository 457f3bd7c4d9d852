/// Where narrower views sit in a `VStack`.
public enum HorizontalAlignment: Sendable, Hashable {
  /// At the left edge.
  case leading
  /// In the middle; an odd leftover column goes to the right.
  case center
  /// At the right edge.
  case trailing

  /// The columns before a view `width` wide in a space `available` wide.
  func offset(of width: Int, in available: Int) -> Int {
    let leftover = max(available - width, 0)
    switch self {
    case .leading: return 0
    case .center: return leftover / 2
    case .trailing: return leftover
    }
  }
}
