/// What layout needs of a text or a button to size it without reading its strings.
///
/// Most text fits the width it is offered. Its size is then fixed by its
/// widest line, its number of lines and what is drawn around it, so a node
/// keeps those four numbers and answers from them; only text that must wrap
/// goes back to its `TextNode` or `ButtonNode`.
struct LeafMetrics {
  /// The columns of the widest line before wrapping.
  let widest: Int
  /// The lines before wrapping.
  let lines: Int
  /// The columns drawn around the text, such as a button's brackets.
  let chrome: Int
  /// The lines drawn under the text, such as a title's underline.
  let extraLines: Int

  /// The size when offered `proposed`, or `nil` when the text must wrap.
  func size(proposed: Size) -> Size? {
    guard widest <= max(proposed.width - chrome, 1) else { return nil }
    return Size(width: widest + chrome, height: lines + extraLines)
  }
}
