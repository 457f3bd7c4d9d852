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
  /// A source file has no marker and no declaration of that name: its markers, and the
  /// name nearest to it when one is near.
  case unknownName(
    file: String, line: Int, path: String, name: String, markers: [String], suggestion: String?)
  /// A name fits more than one declaration of a source file.
  case ambiguousName(
    file: String, line: Int, path: String, name: String, candidates: [SourceSlice.Candidate])
  /// A source file's Swift cannot be read from a line on, so no declaration can be found.
  case unreadableSwift(file: String, line: Int, path: String, name: String, sourceLine: Int)
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
      "\(file):\(line): swift block quotes nothing: add source=PATH#NAME, "
        + "seed=ContentView.swift:FIRST-LAST or illustrative"
    case .badReference(let file, let line, let reference):
      "\(file):\(line): bad reference \(Self.quote(reference)): expected source=PATH#NAME "
        + "or seed=FILE:FIRST-LAST"
    case .cannotRead(let file, let line, let path):
      "\(file):\(line): cannot read \(path)"
    case .unknownName(let file, let line, let path, let name, let markers, let suggestion):
      "\(file):\(line): no marker or declaration \(Self.quote(name)) in \(path); "
        + (suggestion.map { "did you mean \(Self.quote($0))?" }
          ?? "its markers are " + (markers.isEmpty ? "none" : markers.joined(separator: ", ")))
    case .ambiguousName(let file, let line, let path, let name, let candidates):
      "\(file):\(line): \(Self.quote(name)) names \(candidates.count) declarations in \(path): "
        + candidates.map { "\($0.path) at line \($0.line)" }.joined(separator: ", ")
        + "; add the labels or the type around it to name one"
    case .unreadableSwift(let file, let line, let path, let name, let sourceLine):
      "\(file):\(line): cannot look for \(Self.quote(name)) in \(path): a literal, comment "
        + "or bracket at line \(sourceLine) never closes"
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
