import KitSupport

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
  /// The lines of `text` wrapped to `width` columns (at least 1).
  ///
  /// A character wider than `width` (a 2-column character on a 1-column line)
  /// gets a line of its own, the only case where a line is wider than `width`.
  static func lines(of text: String, width: Int) -> [String] {
    let width = max(width, 1)
    return paragraphs(of: text).flatMap { wrap($0, width: width) }
  }

  /// The text split at line breaks, with control and format characters made visible.
  static func paragraphs(of text: String) -> [String] {
    // Most text on a screen needs no change; keep it as it is.
    if TerminalWidth.plainColumns(of: text) != nil { return [text] }
    var paragraphs = [""]
    for character in text {
      if character.isNewline {
        paragraphs.append("")
      } else {
        paragraphs[paragraphs.count - 1] += visible(character, atStart: paragraphs.last == "")
      }
    }
    return paragraphs
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

  /// One paragraph wrapped to `width` columns (at least 1).
  static func wrap(_ paragraph: String, width: Int) -> [String] {
    guard TerminalWidth.columns(of: paragraph) > width else { return [paragraph] }
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
