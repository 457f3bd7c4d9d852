/// One command of a console block and the output lines after it.
package struct ConsoleSegment: Equatable, Sendable {
  /// The command's index in the block's lines.
  package let commandIndex: Int
  /// The 1-based line of the command in the markdown file.
  package let line: Int
  /// The command without its `$ ` prompt.
  package let command: String
  /// The indices of the lines after the command, up to the next command.
  package let outputs: Range<Int>

  /// The prefix of the commands the checker runs.
  package static let calcRender = "swift run calc-render"

  /// Splits a console block at its `$ ` lines.
  package static func split(_ block: MarkdownDocument.Block, file: String) throws(LessonError)
    -> [ConsoleSegment]
  {
    let starts = block.lines.indices.filter { block.lines[$0].hasPrefix("$ ") }
    if let first = block.lines.indices.first, starts.first != first {
      throw .outputBeforeCommand(file: file, line: block.line + 1)
    }
    return starts.enumerated().map { number, start in
      let end = number + 1 < starts.count ? starts[number + 1] : block.lines.count
      return ConsoleSegment(
        commandIndex: start, line: block.line + 1 + start,
        command: String(block.lines[start].dropFirst(2)), outputs: (start + 1)..<end)
    }
  }

  /// The arguments to run `calc-render` with, or `nil` when the command is another one.
  package func arguments(file: String) throws(LessonError) -> [String]? {
    guard command == Self.calcRender || command.hasPrefix(Self.calcRender + " ") else {
      return nil
    }
    guard let words = ShellWords.split(String(command.dropFirst(Self.calcRender.count))) else {
      throw .unclosedQuote(file: file, line: line, text: command)
    }
    return words
  }
}
