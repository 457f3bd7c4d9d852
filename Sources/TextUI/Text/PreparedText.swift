import KitSupport

/// Text split into paragraphs and measured once, so wrapping it again is cheap.
///
/// Layout asks a view for its size several times while it measures and places
/// a screen, mostly at widths the text already fits in. Splitting the text
/// into paragraphs and measuring them does not depend on the width, so a node
/// does it once when it is made. ``wrapped(width:)`` returns the same lines as
/// ``TextWrapper/lines(of:width:)``.
struct PreparedText: Sendable {
  /// The text's first line before wrapping, with control characters made
  /// visible, and its width in terminal columns.
  private let first: (line: String, width: Int)
  /// The lines after the first, like it; empty, and so not allocated, for most text.
  private let rest: [(line: String, width: Int)]
  /// The columns of the widest paragraph: at this width or more nothing wraps.
  let widest: Int

  init(_ text: String) {
    // Most text on a screen is one plain line: measure it in one pass.
    if let columns = TerminalWidth.plainColumns(of: text) {
      first = (text, columns)
      rest = []
      widest = columns
      return
    }
    let paragraphs = TextWrapper.paragraphs(of: text).map { ($0, TerminalWidth.columns(of: $0)) }
    first = paragraphs.first ?? ("", 0)
    rest = Array(paragraphs.dropFirst())
    widest = paragraphs.map(\.1).max() ?? 0
  }

  /// The text's lines before wrapping, each with its width in terminal columns.
  var unwrapped: [(line: String, width: Int)] { [first] + rest }

  /// Calls `body` with each line wrapped to `width` columns, its index and
  /// width, and the width of the widest line, without an array when nothing wraps.
  func forEachLine(
    width: Int, _ body: (_ index: Int, _ line: String, _ width: Int, _ widest: Int) -> Void
  ) {
    guard widest <= max(width, 1) else {
      let lines = wrapped(width: width)
      let widest = lines.map(\.width).max() ?? 0
      for (index, line) in lines.enumerated() { body(index, line.line, line.width, widest) }
      return
    }
    body(0, first.line, first.width, widest)
    for (index, line) in rest.enumerated() { body(index + 1, line.line, line.width, widest) }
  }

  /// The lines wrapped to `width` columns, each with its width in columns.
  func wrapped(width: Int) -> [(line: String, width: Int)] {
    let width = max(width, 1)
    if widest <= width { return unwrapped }
    var lines: [(line: String, width: Int)] = []
    lines.reserveCapacity(unwrapped.count)
    for (paragraph, columns) in unwrapped {
      if columns <= width {
        lines.append((paragraph, columns))
      } else {
        for line in TextWrapper.wrap(paragraph, width: width) {
          lines.append((line, TerminalWidth.columns(of: line)))
        }
      }
    }
    return lines
  }

  /// The widest line and the number of lines when wrapped to `width` columns.
  ///
  /// The same as measuring ``wrapped(width:)``, without wrapping when nothing wraps.
  func measured(width: Int) -> (width: Int, lines: Int) {
    if widest <= max(width, 1) { return (widest, 1 + rest.count) }
    let lines = wrapped(width: width)
    return (lines.map(\.width).max() ?? 0, lines.count)
  }
}
