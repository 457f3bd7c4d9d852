import CommandLineSupport

/// Everything that stops a lesson's block from being read or resolved to the
/// code it quotes, with every message built here.
///
/// Each message starts with `FILE:LINE:` so editors can jump to it.
package enum LessonError: Error, Equatable {
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
  case commandFailed(file: String, line: Int, command: String, status: ExitCode, error: String)

  /// The message: one `FILE:LINE:` line.
  package var message: String {
    switch self {
    case .unclosedBlock(let file, let line):
      "\(file):\(line): code block never closes"
    case .unclosedQuote(let file, let line, let text):
      "\(file):\(line): unclosed quote in \(Self.quote(text))"
    case .unmarkedSwift(let file, let line):
      "\(file):\(line): swift block quotes nothing: add source=PATH#MARKER, "
        + "seed=ContentView.swift:FIRST-LAST or illustrative"
    case .badReference(let file, let line, let reference):
      "\(file):\(line): bad reference \(Self.quote(reference)): expected source=PATH#MARKER "
        + "or seed=FILE:FIRST-LAST"
    case .cannotRead(let file, let line, let path):
      "\(file):\(line): cannot read \(path)"
    case .unknownMarker(let file, let line, let path, let marker, let known):
      "\(file):\(line): no marker \(Self.quote(marker)) in \(path); its markers are "
        + (known.isEmpty ? "none" : known.joined(separator: ", "))
    case .unterminatedMarker(let file, let line, let path, let marker, let begin):
      "\(file):\(line): marker \(Self.quote(marker)) begins at \(path):\(begin) and never ends"
    case .seedTooShort(let file, let line, let path, let range, let count):
      "\(file):\(line): lines \(range.lowerBound)-\(range.upperBound) are past the end "
        + "of \(path), which has \(count) lines"
    case .outputBeforeCommand(let file, let line):
      "\(file):\(line): console block shows output before its first '$ ' command"
    case .commandFailed(let file, let line, let command, let status, let error):
      "\(file):\(line): \(Self.quote(command)) failed with status \(status): \(error)"
    }
  }

  /// Text in the single quotes every lesson message puts around what it names.
  package static func quote(_ text: String) -> String { "'\(text)'" }
}
