/// One line of text, and whether a newline ended it.
///
/// The terminator is part of a line's identity so that a missing final newline is a
/// real difference, which `patch` needs to reproduce the file byte for byte.
package struct TextLine: Hashable, Sendable {
  package var text: Substring
  package var isTerminated: Bool

  /// A line's text, and whether a newline ended it.
  package init(text: Substring, isTerminated: Bool) {
    self.text = text
    self.isTerminated = isTerminated
  }

  /// Splits text at each line feed; a final line without one keeps `isTerminated == false`.
  ///
  /// The split is by Unicode scalar, not by `Character`: Swift reads `"\r\n"` as one
  /// character, so splitting characters would keep a CRLF text in one line. A carriage
  /// return before a line feed stays at the end of its line.
  package static func split(_ text: String) -> [TextLine] {
    var lines = text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false)
      .map { TextLine(text: Substring($0), isTerminated: true) }
    if let last = lines.last, last.text.isEmpty {
      lines.removeLast()
    } else if !lines.isEmpty {
      lines[lines.count - 1].isTerminated = false
    }
    return lines
  }
}
