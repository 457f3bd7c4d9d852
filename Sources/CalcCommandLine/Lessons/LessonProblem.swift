import KitSupport

/// Everything the lesson checker can find wrong, with every message built here.
///
/// Each message starts with `FILE:LINE:` so editors can jump to it.
enum LessonProblem: Error, Equatable {
  /// A fenced block has no closing fence.
  case unclosedBlock(file: String, line: Int)
  /// A fence's info string or a command opens a quote it never closes.
  case unclosedQuote(file: String, line: Int, text: String)
  /// A `swift` block says neither where it comes from nor that it is illustrative.
  case unmarkedSwift(file: String, line: Int)
  /// A `source=` or `seed=` reference is not in the expected shape.
  case badReference(file: String, line: Int, reference: String)
  /// A quoted file cannot be read.
  case cannotRead(file: String, line: Int, path: String)
  /// A source file has no such marker.
  case unknownMarker(file: String, line: Int, path: String, marker: String, known: [String])
  /// A marker begins and never ends.
  case unterminatedMarker(file: String, line: Int, path: String, marker: String, begin: Int)
  /// A seed range goes past the end of the seed file.
  case seedTooShort(file: String, line: Int, path: String, range: ClosedRange<Int>, count: Int)
  /// A console block has output before its first command.
  case outputBeforeCommand(file: String, line: Int)
  /// A `calc-render` command failed.
  case commandFailed(file: String, line: Int, command: String, status: Int32, error: String)
  /// A block is not what it quotes or shows: `expected` is what the code gives now.
  case differs(
    file: String, line: Int, subject: Subject, expected: [String], actual: [String])

  /// What a block was compared with.
  enum Subject: Equatable {
    /// A marked slice of a source file.
    case source(path: String, marker: String)
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
  var message: String {
    switch self {
    case .unclosedBlock(let file, let line):
      "\(file):\(line): code block never closes"
    case .unclosedQuote(let file, let line, let text):
      "\(file):\(line): unclosed quote in \(quote(text))"
    case .unmarkedSwift(let file, let line):
      "\(file):\(line): swift block quotes nothing: add source=PATH#MARKER, "
        + "seed=ContentView.swift:FIRST-LAST or illustrative"
    case .badReference(let file, let line, let reference):
      "\(file):\(line): bad reference \(quote(reference)): expected source=PATH#MARKER "
        + "or seed=FILE:FIRST-LAST"
    case .cannotRead(let file, let line, let path):
      "\(file):\(line): cannot read \(path)"
    case .unknownMarker(let file, let line, let path, let marker, let known):
      "\(file):\(line): no marker \(quote(marker)) in \(path); its markers are "
        + (known.isEmpty ? "none" : known.joined(separator: ", "))
    case .unterminatedMarker(let file, let line, let path, let marker, let begin):
      "\(file):\(line): marker \(quote(marker)) begins at \(path):\(begin) and never ends"
    case .seedTooShort(let file, let line, let path, let range, let count):
      "\(file):\(line): lines \(range.lowerBound)-\(range.upperBound) are past the end "
        + "of \(path), which has \(count) lines"
    case .outputBeforeCommand(let file, let line):
      "\(file):\(line): console block shows output before its first '$ ' command"
    case .commandFailed(let file, let line, let command, let status, let error):
      "\(file):\(line): \(quote(command)) failed with status \(status): \(error)"
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
    case .source(let path, let marker):
      "swift block differs from \(path)#\(marker)"
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

  private func quote(_ text: String) -> String { "'\(text)'" }
}
