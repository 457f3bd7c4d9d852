import LineDiff
import TextWidth

/// Shows two screens next to each other, marking rows that differ with `>`.
///
/// Rows are paired by a line diff, not by position: a row inserted or removed shows
/// beside an empty cell, and the rows after it pair with their own, so one added line
/// marks one row. Within a run of changed rows, removed and added rows pair in order, and
/// under a pair that differs a line of `^` marks the columns that changed, so a failure
/// names rows and columns. Widths are terminal columns, so wide characters line up.
enum SideBySide {
  static func text(reference: [TextLine], actual: [TextLine]) -> String {
    let left = reference.map { VisibleCharacters.show($0.text) }
    let right = actual.map { VisibleCharacters.show($0.text) }
    let width = max(left.map { TerminalWidth.columns(of: $0) }.max() ?? 0, "reference".count)
    func padded(_ text: String) -> String {
      text + String(repeating: " ", count: max(0, width - TerminalWidth.columns(of: text)))
    }
    var output = "  \(padded("reference")) | actual\n"
    for (referenceRow, actualRow) in rows(reference: reference, actual: actual) {
      let leftText = referenceRow.map { left[$0] } ?? ""
      let rightText = actualRow.map { right[$0] } ?? ""
      let differs =
        referenceRow == nil || actualRow == nil
        || reference[referenceRow ?? 0] != actual[actualRow ?? 0]
      output += "\(differs ? ">" : " ") \(padded(leftText)) | \(rightText)\n"
      if differs, referenceRow != nil, actualRow != nil {
        let marks = carets(leftText, rightText)
        if marks.contains("^") { output += "  \(padded(marks)) | \(marks)\n" }
      }
    }
    return output
  }

  /// The rows to show, each a reference row beside an actual one, either `nil` where the
  /// other side's row was added or removed.
  static func rows(reference: [TextLine], actual: [TextLine]) -> [(Int?, Int?)] {
    let edits = MyersDiff.deletionsFirst(
      MyersDiff.diff(
        from: reference, to: actual,
        costLimit: MyersDiff.defaultCostLimit(reference.count + actual.count)
      ).edits)
    var rows: [(Int?, Int?)] = []
    var removed: [Int] = []
    var added: [Int] = []
    func flush() {
      for index in 0..<max(removed.count, added.count) {
        rows.append(
          (index < removed.count ? removed[index] : nil, index < added.count ? added[index] : nil))
      }
      removed = []
      added = []
    }
    for edit in edits {
      switch edit {
      case .equal(let left, let right):
        flush()
        rows.append((left, right))
      case .delete(let left): removed.append(left)
      case .insert(let right): added.append(right)
      }
    }
    flush()
    return rows
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
