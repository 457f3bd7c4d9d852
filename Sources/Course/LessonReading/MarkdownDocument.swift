/// A markdown file split into lines, with its fenced code blocks found.
///
/// Only fences of three or more backticks at the start of a line count; a
/// block closes at a line of at least as many backticks and nothing else.
package struct MarkdownDocument: Equatable, Sendable {
  /// A fenced code block.
  package struct Block: Equatable, Sendable {
    /// The 1-based line of the opening fence.
    package let line: Int
    /// The 1-based line of the closing fence.
    package let closingLine: Int
    /// The text after the opening backticks: the language, then attributes.
    package let info: String
    /// The lines between the fences.
    package let lines: [String]

    /// A block from its fences' lines, its info string and its lines.
    package init(line: Int, closingLine: Int, info: String, lines: [String]) {
      self.line = line
      self.closingLine = closingLine
      self.info = info
      self.lines = lines
    }
  }

  /// The path the document is reported under, such as `Lessons/02-guard.md`.
  package let path: String
  /// The document's lines, without their line breaks.
  package let lines: [String]
  /// The fenced blocks, in order.
  package let blocks: [Block]

  /// Parses markdown text.
  ///
  /// - Throws: `LessonError.unclosedBlock` when a fence is never closed.
  package init(_ text: String, path: String) throws(LessonError) {
    self.path = path
    lines = Self.lines(of: text)
    var blocks: [Block] = []
    var index = 0
    while index < lines.count {
      let fence = lines[index].prefix { $0 == "`" }
      guard fence.count >= 3 else {
        index += 1
        continue
      }
      let info = lines[index].dropFirst(fence.count).trimmingSpaces
      guard
        let close = lines[(index + 1)...].firstIndex(where: {
          $0.allSatisfy { $0 == "`" } && $0.count >= fence.count
        })
      else { throw .unclosedBlock(file: path, line: index + 1) }
      blocks.append(
        Block(
          line: index + 1, closingLine: close + 1, info: info,
          lines: Array(lines[(index + 1)..<close])))
      index = close + 1
    }
    self.blocks = blocks
  }

  /// The lines of a text; a final line break does not start another line.
  package static func lines(of text: String) -> [String] {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if lines.last == "" { lines.removeLast() }
    return lines
  }
}

extension Substring {
  /// The text without leading and trailing spaces.
  package var trimmingSpaces: String {
    guard let first = firstIndex(where: { $0 != " " }), let last = lastIndex(where: { $0 != " " })
    else { return "" }
    return String(self[first...last])
  }
}
