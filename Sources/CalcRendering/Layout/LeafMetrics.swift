/// What layout needs of a text or a button to size it without reading its strings.
///
/// Most text fits the width it is offered. Its size is then fixed by its
/// widest line, its number of lines and what is drawn around it, so a node
/// keeps those four numbers and answers from them; only text that must wrap
/// goes back to its `TextNode` or `ButtonNode`.
struct LeafMetrics {
  /// The size when nothing wraps.
  private let natural: (width: Int32, height: Int32)
  /// The narrowest proposal at which nothing wraps; 32 bits, like `natural`,
  /// so that a node carrying these numbers stays small.
  private let fitsFrom: Int32

  /// Numbers for text whose widest line is `widest` columns, `lines` lines
  /// before wrapping, with `chrome` columns drawn around it (a button's
  /// brackets) and `extraLines` under it (a title's underline).
  ///
  /// Text too large for 32 bits is never answered from these numbers.
  init(widest: Int, lines: Int, chrome: Int, extraLines: Int) {
    let width = widest + chrome
    let height = lines + extraLines
    if let width = Int32(exactly: width), let height = Int32(exactly: height) {
      natural = (width, height)
      // A line of at most one column never wraps: it is offered at least one.
      fitsFrom = widest <= 1 ? .min : width
    } else {
      natural = (0, 0)
      fitsFrom = .max
    }
  }

  /// The size when offered `proposed`, or `nil` when the text must wrap.
  func size(proposed: Size) -> Size? {
    guard proposed.width >= Int(fitsFrom) else { return nil }
    return Size(width: Int(natural.width), height: Int(natural.height))
  }
}
