/// Text split into paragraphs and measured once, so wrapping it again is cheap.
///
/// Layout asks a view for its size several times while it measures and places
/// a screen, mostly at widths the text already fits in. Splitting the text
/// into paragraphs and measuring them does not depend on the width, so a node
/// does it once when it is made. ``wrapped(width:)`` returns the same lines as
/// ``TextWrapper/lines(of:width:)``.
struct PreparedText: Sendable {
  /// The text's lines before wrapping, with control characters made visible,
  /// each with its width in terminal columns.
  let unwrapped: [(line: String, width: Int)]
  /// The columns of the widest paragraph: at this width or more nothing wraps.
  let widest: Int

  init(_ text: String) {
    // Most text on a screen is one plain line: measure it in one pass.
    if let columns = TerminalWidth.plainColumns(of: text) {
      unwrapped = [(text, columns)]
      widest = columns
      return
    }
    unwrapped = TextWrapper.paragraphs(of: text).map { ($0, TerminalWidth.columns(of: $0)) }
    widest = unwrapped.map(\.width).max() ?? 0
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
    if widest <= max(width, 1) { return (widest, unwrapped.count) }
    let lines = wrapped(width: width)
    return (lines.map(\.width).max() ?? 0, lines.count)
  }
}
