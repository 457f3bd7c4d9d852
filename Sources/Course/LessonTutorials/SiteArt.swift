/// The site's art, drawn as SVG from what the kit itself draws and prints: a card for each
/// module's page, and an image for each chapter of the tutorials.
///
/// Every image is text in a monospaced font on a coloured ground, as the kit's
/// screens are text: a module's card shows its name, what it is for, and a few
/// lines of what it makes (a screen for the screens, a diff for the snapshots,
/// a command for the command line); a chapter's image puts screens side by side.
enum SiteArt {
  /// A module's card: its name, what it is for, and what it makes.
  struct Card: Equatable {
    /// The module, such as `TextSnapshots`.
    let module: String
    /// One line on what it is for.
    let role: String
    /// A few lines of what it makes, shown in a panel.
    let sample: [String]
    /// The ground's colour, as `#rrggbb`.
    let colour: String
  }

  /// The cards of the kit's documented modules; `screen` is what `calc-render` draws for
  /// `--numbers 1,2 --width 30`, which the screens' card shows.
  static func cards(screen: [String]) -> [Card] {
    [
      Card(
        module: "CalcCore", role: "The calculator's data and the view model that decides",
        sample: [
          "model.onAddNumber(1)", "model.onAddNumber(2)", "model.state.numbers  // [1, 2]",
          "model.state.result   // \"1 + 2\"",
        ], colour: "#2f5d8a"),
      Card(
        module: "CalcScenarios", role: "Time on a manual clock, and scenarios played step by step",
        sample: [
          "#0 start    · t = 0s", "#1 appear   · t = 0s", "#2 wait 3s  · t = 3s",
          "#3 1        · t = 3s", "#4 submit   · t = 3s",
        ], colour: "#6b4c9a"),
      Card(
        module: "CalcScreens", role: "The calculator's screen, drawn as text",
        sample: screen, colour: "#2e7d6b"),
      Card(
        module: "CalcTesting", role: "Tests that say exactly what one event changes",
        sample: [
          "await harness.send(.tap(2)) {",
          "  $0.numbers = [1, 2]", "  $0.result = \"1 + 2\"", "}",
        ], colour: "#8a5a2f"),
      Card(
        module: "TextUI", role: "SwiftUI's shapes, laid out into a grid of characters",
        sample: [
          "Grid(horizontalSpacing: 2) {", "  GridRow { key(1); key(2); key(3) }", "}",
          "[ 1 ]  [ 2 ]  [ 3 ]",
        ], colour: "#3d6e3a"),
      Card(
        module: "TextSnapshots", role: "Snapshot tests of text, reviewed as diffs",
        sample: [
          "Snapshot does not match reference.", "@@ -2,3 +2,3 @@", "-|   Сумма чисел: 7   |",
          "+|   Сумма чисел: 6   |", "   ^^^^^^^^^^^^^^^^^",
        ], colour: "#9a3b3b"),
      Card(
        module: "CalcCommandLine", role: "calc-render: draw, play and check from the terminal",
        sample: [
          "$ swift run calc-render --numbers 1,2", "$ swift run calc-render lesson 2",
          "$ swift run calc-render check 2",
        ], colour: "#444c56"),
    ]
  }

  /// The tutorials' card: the course's name, and its lessons' titles in two columns.
  static func tutorialsCard(lessons: [String]) -> Card {
    let half = (lessons.count + 1) / 2
    let width = (lessons.prefix(half).map(\.count).max() ?? 0) + 4
    let rows = (0..<half).map { row in
      let left = lessons[row]
      guard row + half < lessons.count else { return left }
      return left.padding(toLength: width, withPad: " ", startingAt: 0) + lessons[row + half]
    }
    return Card(
      module: "calc kit", role: "Tutorials: a SwiftUI calculator, reviewed note by note",
      sample: rows, colour: "#2f5d8a")
  }

  /// A card as SVG, 1280 × 720.
  ///
  /// A few lines of sample go in a wide panel under the name and role. A sample too tall
  /// for that, such as a whole screen, gets a panel beside them as tall as the card allows,
  /// its font as large as lets every row and column fit inside it.
  static func svg(_ card: Card) -> String {
    card.sample.count > wideRows ? tallSVG(card) : wideSVG(card)
  }

  /// The card's size, in pixels.
  static let size = (width: 1280, height: 720)
  /// The most rows of sample the wide panel under the name holds.
  static let wideRows = 6
  /// The width of a monospaced character, as a fraction of its font's size.
  static let characterWidth = 0.61
  /// The distance between rows, as a multiple of the font's size.
  static let rowPitch = 1.25

  /// The panel a tall sample is drawn in, and its font's size.
  static func tallPanel(rows: Int, columns: Int) -> (
    x: Int, y: Int, width: Int, height: Int, fontSize: Int, padding: Int
  ) {
    let padding = 28
    let margin = 56
    let maxWidth = size.width - 72 - 640
    let maxHeight = size.height - 2 * margin
    let byHeight = Double(maxHeight - 2 * padding) / (Double(max(1, rows)) * rowPitch)
    let byWidth = Double(maxWidth - 2 * padding) / (Double(max(1, columns)) * characterWidth)
    let fontSize = max(1, min(30, Int(min(byHeight, byWidth))))
    let width =
      Int((Double(columns) * characterWidth * Double(fontSize)).rounded(.up)) + 2 * padding
    let height = Int((Double(rows) * rowPitch * Double(fontSize)).rounded(.up)) + 2 * padding
    return (
      size.width - 72 - width, (size.height - height) / 2, width, height, fontSize, padding
    )
  }

  private static func ground(_ card: Card) -> [String] {
    [
      "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(size.width)\" "
        + "height=\"\(size.height)\" viewBox=\"0 0 \(size.width) \(size.height)\">",
      "<rect width=\"\(size.width)\" height=\"\(size.height)\" fill=\"\(card.colour)\"/>",
      "<text x=\"72\" y=\"150\" font-family=\"Helvetica, Arial, sans-serif\" font-size=\"84\" "
        + "font-weight=\"bold\" fill=\"#ffffff\">\(escaped(card.module))</text>",
    ]
  }

  private static func role(_ text: String, y: Int) -> String {
    "<text x=\"72\" y=\"\(y)\" font-family=\"Helvetica, Arial, sans-serif\" font-size=\"36\" "
      + "fill=\"#ffffff\" fill-opacity=\"0.85\">\(escaped(text))</text>"
  }

  private static func wideSVG(_ card: Card) -> String {
    var lines = ground(card)
    lines += [
      role(card.role, y: 222),
      "<rect x=\"72\" y=\"280\" width=\"\(size.width - 144)\" height=\"\(size.height - 352)\" "
        + "rx=\"18\" fill=\"#000000\" fill-opacity=\"0.28\"/>",
    ]
    let size = 34
    lines.append(
      "<g font-family=\"DejaVu Sans Mono, Menlo, monospace\" font-size=\"\(size)\" fill=\"#ffffff\">"
    )
    for (index, row) in card.sample.enumerated() {
      let y = 280 + 40 + size + index * (size + 6)
      lines.append(
        "<text x=\"108\" y=\"\(y)\" xml:space=\"preserve\">\(escaped(row))</text>")
    }
    lines += ["</g>", "</svg>"]
    return lines.joined(separator: "\n") + "\n"
  }

  private static func tallSVG(_ card: Card) -> String {
    var lines = ground(card)
    for (index, text) in wrapped(card.role, width: 26).enumerated() {
      lines.append(role(text, y: 222 + index * 46))
    }
    let columns = card.sample.map(\.count).max() ?? 0
    let panel = tallPanel(rows: card.sample.count, columns: columns)
    lines += [
      "<rect x=\"\(panel.x)\" y=\"\(panel.y)\" width=\"\(panel.width)\" "
        + "height=\"\(panel.height)\" rx=\"18\" fill=\"#000000\" fill-opacity=\"0.28\"/>",
      "<g font-family=\"DejaVu Sans Mono, Menlo, monospace\" font-size=\"\(panel.fontSize)\" "
        + "fill=\"#ffffff\">",
    ]
    let pitch = rowPitch * Double(panel.fontSize)
    for (index, row) in card.sample.enumerated() {
      // A row's baseline sits a font's ascent (about 0.8 of its size) under its top.
      let y = Int(
        (Double(panel.y + panel.padding) + Double(index) * pitch + 0.9 * Double(panel.fontSize))
          .rounded())
      lines.append(
        "<text x=\"\(panel.x + panel.padding)\" y=\"\(y)\" xml:space=\"preserve\">"
          + "\(escaped(row))</text>")
    }
    lines += ["</g>", "</svg>"]
    return lines.joined(separator: "\n") + "\n"
  }

  /// Words joined into lines of at most `width` characters, a longer word on a line of its own.
  static func wrapped(_ text: String, width: Int) -> [String] {
    var lines: [String] = []
    for word in text.split(separator: " ") {
      if let last = lines.last, last.count + 1 + word.count <= width {
        lines[lines.count - 1] = last + " " + word
      } else {
        lines.append(String(word))
      }
    }
    return lines
  }

  /// An image of screens side by side, each with a caption, joined by arrows.
  static func sideBySide(_ screens: [(caption: String, lines: [String])], colour: String)
    -> String
  {
    let cell = (width: 9, height: 18)
    let columns = screens.map { $0.lines.map(\.count).max() ?? 0 }
    let rows = screens.map(\.lines.count).max() ?? 0
    let gap = 96
    let margin = 48
    let width =
      columns.reduce(0) { $0 + $1 * cell.width } + gap * (screens.count - 1) + 2 * margin
    let height = rows * cell.height + 2 * margin + 40
    var lines = [
      "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(width)\" height=\"\(height)\" "
        + "viewBox=\"0 0 \(width) \(height)\">",
      "<rect width=\"\(width)\" height=\"\(height)\" fill=\"\(colour)\"/>",
    ]
    var x = margin
    for (index, screen) in screens.enumerated() {
      let panelWidth = columns[index] * cell.width
      lines.append(
        "<rect x=\"\(x - 12)\" y=\"\(margin - 12)\" width=\"\(panelWidth + 24)\" "
          + "height=\"\(screen.lines.count * cell.height + 24)\" rx=\"10\" fill=\"#ffffff\"/>")
      lines.append(
        "<g font-family=\"DejaVu Sans Mono, Menlo, monospace\" font-size=\"15\" fill=\"#1d1d1f\">")
      for (row, text) in screen.lines.enumerated() {
        lines.append(
          "<text x=\"\(x)\" y=\"\(margin + row * cell.height + 14)\" "
            + "xml:space=\"preserve\">\(escaped(text))</text>")
      }
      lines.append("</g>")
      lines.append(
        "<text x=\"\(x)\" y=\"\(height - margin + 8)\" font-family=\"Helvetica, Arial, sans-serif\" "
          + "font-size=\"20\" fill=\"#ffffff\">\(escaped(screen.caption))</text>")
      x += panelWidth
      if index < screens.count - 1 {
        let y = margin + rows * cell.height / 2
        lines.append(
          "<path d=\"M \(x + 24) \(y) L \(x + gap - 24) \(y) M \(x + gap - 40) \(y - 14) "
            + "L \(x + gap - 24) \(y) L \(x + gap - 40) \(y + 14)\" stroke=\"#ffffff\" "
            + "stroke-width=\"6\" fill=\"none\" stroke-linecap=\"round\"/>")
        x += gap
      }
    }
    lines.append("</svg>")
    return lines.joined(separator: "\n") + "\n"
  }

  private static func escaped(_ text: String) -> String {
    text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
      .replacingOccurrences(of: ">", with: "&gt;")
  }
}
