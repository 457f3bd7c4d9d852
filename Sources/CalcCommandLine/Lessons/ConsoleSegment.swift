/// One command of a console block and the output lines after it.
struct ConsoleSegment: Equatable {
  /// The command's index in the block's lines.
  let commandIndex: Int
  /// The 1-based line of the command in the markdown file.
  let line: Int
  /// The command without its `$ ` prompt.
  let command: String
  /// The indices of the lines after the command, up to the next command.
  let outputs: Range<Int>

  /// The prefix of the commands the checker runs.
  static let calcRender = "swift run calc-render"

  /// Splits a console block at its `$ ` lines.
  static func split(_ block: MarkdownDocument.Block, file: String) throws(LessonProblem)
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
  func arguments(file: String) throws(LessonProblem) -> [String]? {
    guard command == Self.calcRender || command.hasPrefix(Self.calcRender + " ") else {
      return nil
    }
    guard let words = ShellWords.split(String(command.dropFirst(Self.calcRender.count))) else {
      throw .unclosedQuote(file: file, line: line, text: command)
    }
    return words
  }
}
