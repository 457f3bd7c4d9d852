import Foundation

/// One line of text, and whether a newline ended it.
///
/// The terminator is part of a line's identity so that a missing final newline is a
/// real difference, which `patch` needs to reproduce the file byte for byte.
///
/// Lines are equal when their UTF-8 bytes are: unlike `String`'s `==`, which holds a
/// composed `é` equal to `e` and a combining accent, a line that differs in any scalar
/// is a changed line.
package struct TextLine: Hashable, Sendable {
  package var text: Substring
  package var isTerminated: Bool

  /// A line's text, and whether a newline ended it.
  package init(text: Substring, isTerminated: Bool) {
    self.text = text
    self.isTerminated = isTerminated
  }

  package static func == (left: TextLine, right: TextLine) -> Bool {
    left.isTerminated == right.isTerminated && left.text.utf8.elementsEqual(right.text.utf8)
  }

  package func hash(into hasher: inout Hasher) {
    hasher.combine(isTerminated)
    hasher.combine(text.utf8.count)
    for byte in text.utf8 { hasher.combine(byte) }
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

extension StringProtocol {
  /// Whether two texts have the same Unicode scalars, byte for byte.
  ///
  /// `==` on strings is canonical equivalence: it holds a composed `é` (U+00E9) equal
  /// to `e` and U+0301. A snapshot compares exactly, so it uses this instead.
  ///
  /// The bytes are copied into `Data` and compared in one step: comparing the two UTF-8
  /// views element by element makes a generic call per byte in a debug build, the build
  /// `swift test` makes, and cost a matching 40-line snapshot most of its time.
  package func isExactly(_ other: some StringProtocol) -> Bool {
    utf8.count == other.utf8.count && Data(utf8) == Data(other.utf8)
  }
}
