import KitSupport

/// Compares a reference text with an actual text and explains any difference.
///
/// CRLF line endings in the reference are read as LF before comparing, so a file that
/// a Windows checkout rewrote still passes; when texts differ anyway, the verdict says
/// that the reference's line endings were normalised.
struct TextComparison {
  let kind: TextKind
  let reference: [TextLine]
  let actual: [TextLine]
  let referenceHadCRLF: Bool
  let isEqual: Bool

  init(reference: String, actual: String, kind: TextKind) {
    let normalised =
      reference.utf8.contains(UInt8(ascii: "\r"))
      ? reference.replacingOccurrences(of: "\r\n", with: "\n") : reference
    self.kind = kind
    self.referenceHadCRLF = normalised.utf8.count != reference.utf8.count
    self.isEqual = normalised == actual
    self.reference = TextLine.split(normalised)
    self.actual = TextLine.split(actual)
  }

  /// The full failure text: verdict, unified diff, and for screens a side-by-side view.
  func failure() -> String? {
    guard !isEqual else { return nil }
    let diff = UnifiedDiff(reference: reference, actual: actual)
    var text = SnapshotMessage.verdict(verdict(diff), crlf: referenceHadCRLF).text + "\n"
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
