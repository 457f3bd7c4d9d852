import LessonReading
import LineDiff

/// Everything the lesson checker can find wrong, with every message built here.
///
/// Each message starts with `FILE:LINE:` so editors can jump to it.
package enum LessonProblem: Error, Equatable {
  /// A block cannot be read or resolved to the code it quotes.
  case unresolved(LessonError)
  /// A block is not what it quotes or shows: `expected` is what the code gives now.
  case differs(
    file: String, line: Int, subject: Subject, expected: [String], actual: [String])

  /// What a block was compared with.
  package enum Subject: Equatable {
    /// A marked slice or a declaration of a source file, by its name.
    case source(path: String, name: String)
    /// Lines of the seed's file.
    case seed(path: String, range: ClosedRange<Int>)
    /// A screen drawn with these arguments.
    case screen(arguments: String)
    /// The output of a console command.
    case output(command: String)
    /// The failure message the snapshot library prints for two screens.
    case failure(reference: String, actual: String)
  }

  /// The message: one `FILE:LINE:` line, and for a difference a unified diff of the block.
  package var message: String {
    switch self {
    case .unresolved(let error):
      error.message
    case .differs(let file, let line, let subject, let expected, let actual):
      "\(file):\(line): \(describe(subject))\n"
        + UnifiedDiff(reference: lines(expected), actual: lines(actual))
        .text(names: ("code", "lesson")) + hint(subject)
    }
  }

  /// A block's lines, each ending in a newline.
  private func lines(_ lines: [String]) -> [TextLine] {
    lines.map { TextLine(text: Substring($0), isTerminated: true) }
  }

  private func describe(_ subject: Subject) -> String {
    switch subject {
    case .source(let path, let name):
      "swift block differs from \(path)#\(name)"
    case .seed(let path, let range):
      "swift block differs from \(path):\(range.lowerBound)-\(range.upperBound)"
    case .screen(let arguments):
      "screen block differs from \(quote("calc-render \(arguments)".trimmedLine))"
    case .output(let command):
      "output of \(quote(command)) differs from what it prints"
    case .failure(let reference, let actual):
      "failure block differs from the library's message for "
        + "\(quote("calc-render \(reference)".trimmedLine)) against "
        + quote("calc-render \(actual)".trimmedLine)
    }
  }

  /// How to fix a block the code writes; a block that quotes source is fixed by hand.
  private func hint(_ subject: Subject) -> String {
    switch subject {
    case .source, .seed: ""
    case .screen, .output, .failure:
      "to take it from the code: LESSONS_UPDATE=1 swift test --filter LessonsTests\n"
    }
  }

  private func quote(_ text: String) -> String { LessonError.quote(text) }
}
