import LineDiff

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

  /// How much larger than its cells a screen is drawn for the site: DocC shows a step's
  /// preview at a third of its size, so a screen at its own size would be a thumbnail.
  static let siteScale = 3

  /// The SVG document for a screen; `changed` marks rows, and `nil` draws a first screen.
  ///
  /// `scale` sets the size the image asks to be shown at; its drawing is the same.
  static func svg(of screen: [String], changed: [Int]?, scale: Int = 1) -> String {
    let columns = screen.map(\.count).max() ?? 0
    let width = columns * cell.width + 2 * margin
    let footer = changed == nil ? 0 : cell.height + margin / 2
    let height = screen.count * cell.height + 2 * margin + footer
    var lines = [
      "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(width * scale)\" "
        + "height=\"\(height * scale)\" viewBox=\"0 0 \(width) \(height)\">",
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
    case 0: "Rows removed since the last screen; none is new."
    case 1: "1 row new since the last screen (marked)."
    default: "\(changed.count) rows new since the last screen (marked)."
    }
  }

  /// The widest a terminal's line is drawn; a longer one goes on under itself, indented.
  static let terminalColumns = 96

  /// The SVG document for a terminal's output: a dark pane, the commands in bold, a line
  /// wider than ``terminalColumns`` wrapped as a terminal of that width wraps it.
  static func terminal(_ output: [String]) -> String {
    let lines = output.flatMap(wrapped)
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

  /// A line in pieces of at most ``terminalColumns``, broken at spaces where it can be, each
  /// piece after the first indented two more than the line.
  static func wrapped(_ line: String) -> [String] {
    let indent = String(repeating: " ", count: line.prefix { $0 == " " }.count + 2)
    var pieces: [String] = []
    var rest = Substring(line)
    while rest.count > terminalColumns - (pieces.isEmpty ? 0 : indent.count) {
      let width = terminalColumns - (pieces.isEmpty ? 0 : indent.count)
      let limit = rest.index(rest.startIndex, offsetBy: width)
      let cut =
        rest[..<limit].lastIndex(of: " ").flatMap { $0 > rest.startIndex ? $0 : nil } ?? limit
      pieces.append((pieces.isEmpty ? "" : indent) + rest[..<cut])
      rest = rest[cut...].drop { $0 == " " }
    }
    pieces.append((pieces.isEmpty ? "" : indent) + rest)
    return pieces
  }

  private static func escaped(_ text: String) -> String {
    text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
      .replacingOccurrences(of: ">", with: "&gt;")
  }
}
