import LineDiff
import TextWidth

/// Compares a reference text with an actual text and explains any difference.
///
/// The texts are compared exactly, line endings included: a CRLF value passes against
/// a CRLF reference and fails against an LF one. Lines end at each line feed, so a
/// carriage return before one stays part of its line, where the diff shows it as `␍`.
/// The comparison is by Unicode scalar, not by `String`'s `==`: a composed `é` and an
/// `e` with a combining accent differ, and the diff shows the scalars of lines that
/// look alike but differ as `<U+XXXX>`.
struct TextComparison {
  let kind: TextKind
  let reference: [TextLine]
  let actual: [TextLine]
  let isEqual: Bool
  /// Whether the texts would be equal if every CRLF were LF.
  let differsOnlyInLineEndings: Bool

  init(reference: String, actual: String, kind: TextKind) {
    self.kind = kind
    self.isEqual = reference.isExactly(actual)
    self.reference = isEqual ? [] : TextLine.split(reference)
    self.actual = isEqual ? [] : TextLine.split(actual)
    self.differsOnlyInLineEndings =
      !isEqual
      && Self.withoutCarriageReturns(self.reference) == Self.withoutCarriageReturns(self.actual)
  }

  /// The full failure text: verdict, unified diff, and for screens a side-by-side view.
  func failure() -> String? {
    guard !isEqual else { return nil }
    let diff = UnifiedDiff(reference: reference, actual: actual)
    var text = SnapshotMessage.verdict(verdict(diff)).text + "\n"
    if !diff.isMinimal { text += SnapshotMessage.coarseDiff(costLimit: diff.costLimit).text + "\n" }
    let lookalikes = Self.lookalikes(reference, actual)
    text += diff.text(
      render: { line in
        lookalikes.contains(String(line))
          ? VisibleCharacters.showScalars(line) : VisibleCharacters.show(line)
      }, pairsRows: kind == .screen)
    if kind == .screen { text += "\n" + sideBySide() }
    return text
  }

  /// The texts of lines that `String`'s `==` holds equal to a line of the other side
  /// although their scalars differ, such as `café` composed and decomposed.
  ///
  /// A `Set<String>` finds lines by canonical equivalence, which is what makes them
  /// look alike; the diff shows their scalars so the difference can be seen.
  static func lookalikes(_ reference: [TextLine], _ actual: [TextLine]) -> Set<String> {
    var forms: [String: [Substring]] = [:]
    for line in reference + actual where !line.text.utf8.allSatisfy({ $0 < 0x80 }) {
      let key = String(line.text)
      if !forms[key, default: []].contains(where: { $0.isExactly(line.text) }) {
        forms[key, default: []].append(line.text)
      }
    }
    return Set(forms.filter { $0.value.count > 1 }.keys)
  }

  /// The diff without visible-character substitution, ready for `patch`.
  func rawDiff() -> String {
    UnifiedDiff(reference: reference, actual: actual).text()
  }

  /// The two texts next to each other, rows that differ marked, as a screen's failure
  /// shows them.
  func sideBySide() -> String {
    SideBySide.text(reference: reference, actual: actual)
  }

  private func verdict(_ diff: UnifiedDiff) -> SnapshotMessage.Verdict {
    if differsOnlyInLineEndings { return .lineEndings }
    if onlyTrailingWhitespaceDiffers() {
      let sameTerminators = reference.map(\.isTerminated) == actual.map(\.isTerminated)
      return sameTerminators ? .trailingWhitespace : .finalNewline
    }
    let changed = max(diff.deletions, diff.insertions)
    let total = max(reference.count, actual.count)
    guard kind == .screen else { return .lines(changed: changed, total: total) }
    let referenceSize = Self.size(of: reference)
    let actualSize = Self.size(of: actual)
    if referenceSize != actualSize {
      return .screenSize(reference: referenceSize, actual: actualSize)
    }
    return .rows(changed: changed, total: total, size: actualSize)
  }

  /// The lines with a carriage return at the end of each terminated one dropped, so
  /// texts that differ only in CRLF and LF read alike.
  private static func withoutCarriageReturns(_ lines: [TextLine]) -> [TextLine] {
    lines.map { line in
      guard line.isTerminated, line.text.unicodeScalars.last == "\r" else { return line }
      return TextLine(text: Substring(line.text.unicodeScalars.dropLast()), isTerminated: true)
    }
  }

  /// Whether the texts are equal once trailing spaces and tabs are dropped from each line.
  ///
  /// Lines are compared as UTF-8 and only lines that differ are trimmed, so a long
  /// text costs one pass rather than a copy of every line.
  private func onlyTrailingWhitespaceDiffers() -> Bool {
    guard reference.count == actual.count else { return false }
    for (left, right) in zip(reference, actual) where !left.text.isExactly(right.text) {
      guard Self.trimmed(left.text.utf8).elementsEqual(Self.trimmed(right.text.utf8)) else {
        return false
      }
    }
    return true
  }

  private static func trimmed(_ bytes: Substring.UTF8View) -> Substring.UTF8View.SubSequence {
    var end = bytes.endIndex
    while end > bytes.startIndex {
      let before = bytes.index(before: end)
      guard bytes[before] == UInt8(ascii: " ") || bytes[before] == UInt8(ascii: "\t") else { break }
      end = before
    }
    return bytes[bytes.startIndex..<end]
  }

  private static func size(of lines: [TextLine]) -> ScreenSize {
    ScreenSize(
      columns: lines.map { TerminalWidth.columns(of: $0.text) }.max() ?? 0, rows: lines.count)
  }
}
