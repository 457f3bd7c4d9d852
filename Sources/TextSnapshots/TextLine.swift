/// One line of text, and whether a newline ended it.
///
/// The terminator is part of a line's identity so that a missing final newline is a
/// real difference, which `patch` needs to reproduce the file byte for byte.
struct TextLine: Hashable, Sendable {
  var text: Substring
  var isTerminated: Bool

  /// Splits text at `\n`; a final line without a newline keeps `isTerminated == false`.
  static func split(_ text: String) -> [TextLine] {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map {
      TextLine(text: $0, isTerminated: true)
    }
    if let last = lines.last, last.text.isEmpty {
      lines.removeLast()
    } else if !lines.isEmpty {
      lines[lines.count - 1].isTerminated = false
    }
    return lines
  }
}
