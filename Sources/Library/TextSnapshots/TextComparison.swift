import KitSupport

/// Compares a reference text with an actual text and explains any difference.
///
/// The texts are compared exactly, line endings included: a CRLF value passes against
/// a CRLF reference and fails against an LF one. Lines end at each line feed, so a
/// carriage return before one stays part of its line, where the diff shows it as `␍`.
struct TextComparison {
  let kind: TextKind
  let reference: [TextLine]
  let actual: [TextLine]
  let isEqual: Bool
  /// Whether the texts would be equal if every CRLF were LF.
  let differsOnlyInLineEndings: Bool

  init(reference: String, actual: String, kind: TextKind) {
    self.kind = kind
    self.isEqual = reference == actual
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
    text += diff.text(render: VisibleCharacters.show, pairsRows: kind == .screen)
    if kind == .screen { text += "\n" + sideBySide() }
    return text
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
    for (left, right) in zip(reference, actual) where left.text != right.text {
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
