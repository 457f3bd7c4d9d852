import LineDiff
import TextWidth

/// The learner's file beside the reference solution's, as the kit's own diff pairs their
/// lines: side by side on a terminal, a unified diff anywhere else.
///
/// The opening comments of both files are left out: the starter's say what to do, the
/// solution's that it is the solution, and neither is part of the answer.
///
/// Side by side, the learner's `let a = 1` and the reference's `let a = 2` make one row,
/// `> let a = 1 | let a = 2`, under a heading row naming the two.
struct SourceComparison: Sendable {
  /// The learner's lines and the reference's, without their opening comments.
  let yours: [TextLine]
  let reference: [TextLine]

  /// Compares two files' text.
  init(yours: String, reference: String) {
    self.yours = Self.code(yours)
    self.reference = Self.code(reference)
  }

  /// Whether the two are the same, line for line.
  var isSame: Bool { yours == reference }

  /// The two side by side in `width` columns: `>` marks a row that differs, and a line too
  /// long for its half is cut with `…`.
  func sideBySide(width: Int, names: (yours: String, reference: String)) -> String {
    let half = max(10, (width - 5) / 2)
    let edits = UnifiedDiff.paired(MyersDiff.edits(from: yours, to: reference))
    var rows = [row(" ", names.yours, names.reference, half)]
    var index = 0
    while index < edits.count {
      switch edits[index] {
      case .equal(let left, let right):
        rows.append(row(" ", yours[left].text, reference[right].text, half))
      case .delete(let left):
        // A paired change reads as one row: the learner's line, then the reference's.
        if index + 1 < edits.count, case .insert(let right) = edits[index + 1] {
          rows.append(row(">", yours[left].text, reference[right].text, half))
          index += 1
        } else {
          rows.append(row(">", yours[left].text, "", half))
        }
      case .insert(let right):
        rows.append(row(">", "", reference[right].text, half))
      }
      index += 1
    }
    return rows.joined()
  }

  /// The difference as a unified diff, from the learner's file to the reference.
  func unified(names: (yours: String, reference: String)) -> String {
    UnifiedDiff(reference: yours, actual: reference).text(names: (names.yours, names.reference))
  }

  private func row(
    _ mark: String, _ left: some StringProtocol, _ right: some StringProtocol, _ half: Int
  )
    -> String
  {
    let left = Self.fitted(left, half)
    let padding = String(repeating: " ", count: max(0, half - TerminalWidth.columns(of: left)))
    let line = "\(mark) \(left)\(padding) | \(Self.fitted(right, half))"
    return String(line.reversed().drop { $0 == " " }.reversed()) + "\n"
  }

  /// A line cut to `columns` terminal columns, ending in `…` when it was longer.
  private static func fitted(_ text: some StringProtocol, _ columns: Int) -> String {
    guard TerminalWidth.columns(of: text) > columns else { return String(text) }
    var fitted = ""
    var used = 0
    for character in text {
      let width = TerminalWidth.columns(of: character)
      guard used + width <= columns - 1 else { break }
      fitted.append(character)
      used += width
    }
    return fitted + "…"
  }

  /// A file's lines from its first line of code, with its opening comments and blank lines left out.
  private static func code(_ text: String) -> [TextLine] {
    Array(
      TextLine.split(text).drop { line in
        let trimmed = line.text.drop { $0 == " " }
        return trimmed.isEmpty || trimmed.hasPrefix("//")
      })
  }
}
