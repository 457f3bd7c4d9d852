/// Where a shorter length sits in a longer one along one axis: at the start, in the middle or at the end.
///
/// Each alignment of the view language (`HorizontalAlignment`,
/// `VerticalAlignment`, `TextAlignment`) names one of these, so the
/// arithmetic of lining things up is written once.
enum Anchor {
  /// At the start: the left edge, or the top.
  case start
  /// In the middle; an odd leftover cell goes after.
  case middle
  /// At the end: the right edge, or the bottom.
  case end

  /// The cells before something `length` long in a space `available` long.
  func offset(of length: Int, in available: Int) -> Int {
    let leftover = max(available - length, 0)
    switch self {
    case .start: return 0
    case .middle: return leftover / 2
    case .end: return leftover
    }
  }
}
