import KitSupport

/// Shows two screens next to each other, marking rows that differ with `>`.
///
/// Under a row that differs on both sides, a line of `^` marks the columns that
/// changed, so a failure names rows and columns. Widths are terminal columns, so
/// wide characters line up.
enum SideBySide {
  static func text(reference: [TextLine], actual: [TextLine]) -> String {
    let left = reference.map { VisibleCharacters.show($0.text) }
    let right = actual.map { VisibleCharacters.show($0.text) }
    let width = max(left.map { TerminalWidth.columns(of: $0) }.max() ?? 0, "reference".count)
    func padded(_ text: String) -> String {
      text + String(repeating: " ", count: max(0, width - TerminalWidth.columns(of: text)))
    }
    var output = "  \(padded("reference")) | actual\n"
    for row in 0..<max(left.count, right.count) {
      let referenceRow = row < left.count ? left[row] : ""
      let actualRow = row < right.count ? right[row] : ""
      let differs =
        row >= reference.count || row >= actual.count
        || reference[row] != actual[row]
      output += "\(differs ? ">" : " ") \(padded(referenceRow)) | \(actualRow)\n"
      if differs, row < left.count, row < right.count {
        let marks = carets(referenceRow, actualRow)
        if marks.contains("^") { output += "  \(padded(marks)) | \(marks)\n" }
      }
    }
    return output
  }

  /// A line with `^` under every terminal column where the two rows differ.
  static func carets(_ reference: String, _ actual: String) -> String {
    let left = cells(reference)
    let right = cells(actual)
    var marks = ""
    for column in 0..<max(left.count, right.count) {
      let same = column < left.count && column < right.count && left[column] == right[column]
      marks += same ? " " : "^"
    }
    return String(marks.reversed().drop { $0 == " " }.reversed())
  }

  /// One entry per terminal column: the character that starts there, or the character
  /// again for the second column of a wide one, with its offset so the two differ.
  private static func cells(_ text: String) -> [String] {
    var cells: [String] = []
    for character in text {
      let width = TerminalWidth.columns(of: character)
      for part in 0..<width { cells.append(part == 0 ? String(character) : "\(character)+\(part)") }
    }
    return cells
  }
}
