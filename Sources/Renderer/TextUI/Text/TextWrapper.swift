import TextWidth

/// Breaks text into lines no wider than a number of terminal columns.
///
/// Lines break at spaces; a word is broken between characters only when it
/// alone is wider than the line. The spaces where a line breaks are dropped,
/// every other character is kept, so wrapping never loses text. Line breaks in
/// the text start new lines; tabs become spaces, and other control characters,
/// and format characters that stand alone (U+200B, U+202E, U+FEFF, U+00AD…),
/// become U+FFFD so they stay visible instead of shifting the columns or
/// reordering the line.
enum TextWrapper {
  /// A line of text and the terminal columns it takes.
  struct Line: Equatable, Sendable {
    /// The text, without a line break.
    let text: String
    /// Its width in terminal columns.
    let columns: Int
  }

  /// The lines of `text` wrapped to `width` columns (at least 1).
  ///
  /// A character wider than `width` (a 2-column character on a 1-column line)
  /// gets a line of its own, the only case where a line is wider than `width`.
  static func lines(of text: String, width: Int) -> [String] {
    wrap(paragraphs(of: text), width: width).map(\.text)
  }

  /// The columns of the widest of `lines`, 0 when there are none.
  static func widest(_ lines: [Line]) -> Int {
    lines.reduce(0) { max($0, $1.columns) }
  }

  /// The text split at line breaks, with control and format characters made
  /// visible, each paragraph measured.
  ///
  /// None of this depends on the width, so a view does it once and wraps the
  /// paragraphs with ``wrap(_:width:)`` at every width it is offered.
  static func paragraphs(of text: String) -> [Line] {
    // Most text on a screen is one line that needs no change: measure it in one pass.
    if let columns = TerminalWidth.plainColumns(of: text) {
      return [Line(text: text, columns: columns)]
    }
    return text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).map { line in
      var paragraph = ""
      for character in line { paragraph += visible(character, atStart: paragraph.isEmpty) }
      return Line(paragraph)
    }
  }

  /// Paragraphs wrapped to `width` columns (at least 1); those that fit stay as they are.
  static func wrap(_ paragraphs: [Line], width: Int) -> [Line] {
    let width = max(width, 1)
    guard paragraphs.contains(where: { $0.columns > width }) else { return paragraphs }
    var lines: [Line] = []
    for paragraph in paragraphs {
      if paragraph.columns <= width {
        lines.append(paragraph)
      } else {
        lines += wrap(paragraph.text, width: width).map(Line.init)
      }
    }
    return lines
  }

  private static func visible(_ character: Character, atStart: Bool) -> String {
    if character == "\t" { return " " }
    // A format character that joins no neighbour is a cluster of its own with
    // no column to draw in, like a control character.
    if character.unicodeScalars.allSatisfy({
      [.control, .format].contains($0.properties.generalCategory)
    }) {
      return "\u{FFFD}"
    }
    // A mark with nothing to combine with is drawn on a space, as terminals do.
    if atStart, TerminalWidth.columns(of: character) == 0 { return " " + String(character) }
    return String(character)
  }

  /// One paragraph wider than `width` columns, wrapped.
  private static func wrap(_ paragraph: String, width: Int) -> [String] {
    var lines: [String] = []
    var line: String?
    var lineWidth = 0
    for word in paragraph.split(separator: " ", omittingEmptySubsequences: false) {
      let wordWidth = TerminalWidth.columns(of: word)
      if let current = line {
        if lineWidth + 1 + wordWidth <= width {
          line = current + " " + word
          lineWidth += 1 + wordWidth
          continue
        }
        lines.append(current)
        line = nil
      }
      // Spaces that caused a break are not carried to the next line.
      if word.isEmpty, !lines.isEmpty { continue }
      var pieces = split(word, width: width)
      let last = pieces.removeLast()
      lines += pieces
      (line, lineWidth) = (last, TerminalWidth.columns(of: last))
    }
    if let line { lines.append(line) }
    return lines
  }

  /// A word cut into pieces of at most `width` columns, the last one possibly shorter.
  private static func split(_ word: Substring, width: Int) -> [String] {
    var pieces = [""]
    var pieceWidth = 0
    for character in word {
      let characterWidth = TerminalWidth.columns(of: character)
      if pieceWidth + characterWidth > width, pieceWidth > 0 {
        pieces.append("")
        pieceWidth = 0
      }
      pieces[pieces.count - 1].append(character)
      pieceWidth += characterWidth
    }
    return pieces
  }
}

extension TextWrapper.Line {
  /// A line of `text`, measured.
  init(_ text: String) {
    self.init(text: text, columns: TerminalWidth.columns(of: text))
  }
}
