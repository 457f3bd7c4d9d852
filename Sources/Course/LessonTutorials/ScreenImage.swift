import KitSupport

/// A screen the calculator draws, as SVG text in a monospaced font, its changed rows marked;
/// or a terminal's output, light text on a dark pane.
///
/// A screen is compared with the screen shown before it by a line diff: a
/// row the diff inserts gets a tinted band and a bar in the margin, and a
/// line under the screen counts them, so the change a step makes stands out
/// at a glance. A row that only moved, because a row above it came or went,
/// is not marked.
enum ScreenImage {
  /// The width of one column and the height of one row, in pixels.
  static let cell = (width: 9, height: 18)
  /// The space around the screen, in pixels.
  static let margin = 16

  /// The rows (0-based) of `screen` that a line diff from `previous` inserts.
  static func changedRows(of screen: [String], from previous: [String]) -> [Int] {
    MyersDiff.edits(from: previous, to: screen).compactMap { edit in
      guard case .insert(let row) = edit else { return nil }
      return row
    }
  }

  /// The SVG document for a screen; `changed` marks rows, and `nil` draws a first screen.
  static func svg(of screen: [String], changed: [Int]?) -> String {
    let columns = screen.map(\.count).max() ?? 0
    let width = columns * cell.width + 2 * margin
    let footer = changed == nil ? 0 : cell.height + margin / 2
    let height = screen.count * cell.height + 2 * margin + footer
    var lines = [
      "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(width)\" height=\"\(height)\" "
        + "viewBox=\"0 0 \(width) \(height)\">",
      "<rect width=\"\(width)\" height=\"\(height)\" fill=\"#ffffff\"/>",
    ]
    for row in changed ?? [] {
      let y = margin + row * cell.height
      lines.append(
        "<rect x=\"\(margin / 2)\" y=\"\(y)\" width=\"\(width - margin)\" height=\"\(cell.height)\" "
          + "fill=\"#fff1b8\"/>")
      lines.append(
        "<rect x=\"\(margin / 2 - 4)\" y=\"\(y)\" width=\"4\" height=\"\(cell.height)\" "
          + "fill=\"#e8a100\"/>")
    }
    lines.append(
      "<g font-family=\"DejaVu Sans Mono, Menlo, monospace\" font-size=\"15\" fill=\"#1d1d1f\">")
    for (row, text) in screen.enumerated() {
      let y = margin + row * cell.height + 14
      lines.append(
        "<text x=\"\(margin)\" y=\"\(y)\" xml:space=\"preserve\">\(escaped(text))</text>")
    }
    lines.append("</g>")
    if let changed {
      let y = margin + screen.count * cell.height + margin / 2 + 13
      lines.append(
        "<text x=\"\(margin)\" y=\"\(y)\" font-family=\"Helvetica, Arial, sans-serif\" "
          + "font-size=\"13\" fill=\"#6e6e73\">\(escaped(summary(changed)))</text>")
    }
    lines.append("</svg>")
    return lines.joined(separator: "\n") + "\n"
  }

  /// The line under a screen that says how much of it changed.
  static func summary(_ changed: [Int]) -> String {
    switch changed.count {
    case 0: "Rows moved since the last screen; none is new."
    case 1: "1 row new since the last screen (marked)."
    default: "\(changed.count) rows new since the last screen (marked)."
    }
  }

  /// The SVG document for a terminal's output: a dark pane, the commands in bold.
  static func terminal(_ lines: [String]) -> String {
    let columns = max(40, lines.map(\.count).max() ?? 0)
    let width = columns * cell.width + 2 * margin
    let height = max(1, lines.count) * cell.height + 2 * margin
    var svg = [
      "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(width)\" height=\"\(height)\" "
        + "viewBox=\"0 0 \(width) \(height)\">",
      "<rect width=\"\(width)\" height=\"\(height)\" rx=\"8\" fill=\"#1e1f24\"/>",
      "<g font-family=\"DejaVu Sans Mono, Menlo, monospace\" font-size=\"15\" fill=\"#e6e6e6\">",
    ]
    for (row, text) in lines.enumerated() {
      let y = margin + row * cell.height + 14
      let style =
        text.hasPrefix("$ ") ? " fill=\"#8fd18b\" font-weight=\"bold\"" : ""
      svg.append(
        "<text x=\"\(margin)\" y=\"\(y)\" xml:space=\"preserve\"\(style)>\(escaped(text))</text>")
    }
    svg += ["</g>", "</svg>"]
    return svg.joined(separator: "\n") + "\n"
  }

  private static func escaped(_ text: String) -> String {
    text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
      .replacingOccurrences(of: ">", with: "&gt;")
  }
}
