import CalcCore

/// Everything that can go wrong on `calc-render`'s command line, with every
/// message it prints built here.
///
/// Each message is one line that names the input and says what was expected.
public enum CommandLineError: Error, Equatable, Sendable {
  /// An option the command does not have.
  case unknownOption(String, suggestion: String?)
  /// An option that needs a value came last, or before another option.
  case missingValue(option: String, expected: String)
  /// An option's value is not one it accepts.
  case invalidValue(option: String, value: String, expected: String)
  /// A flag was given a value with `=`.
  case flagWithValue(option: String, value: String)
  /// A word that is neither an option nor a command.
  case unexpectedArgument(String, suggestion: String?)
  /// An option that only makes sense with another one came alone.
  case needsOption(option: String, needs: String)
  /// Two options that cannot be used together.
  case conflictingOptions(String, String)
  /// An event script could not be read.
  case invalidScript(StepScript.Failure)
  /// A scenario name the kit does not have.
  case unknownScenario(String, suggestion: String?)
  /// `play` needs a terminal on standard input.
  case notATerminal
  /// A file could not be read.
  case cannotRead(path: String, reason: String)
  /// An input is not UTF-8 text.
  case notUTF8(source: String)
  /// An input is not valid JSON.
  case invalidJSON(source: String, line: Int, column: Int, reason: String)
  /// A state has a field the seed's state does not have.
  case unknownField(source: String, field: String, suggestion: String?)
  /// A state's field, or the state as a whole, has the wrong kind of value.
  case invalidState(source: String, field: String?, reason: String)
  /// `calc-render lesson` was given no lesson number.
  case missingLessonNumber(range: ClosedRange<Int>)
  /// `calc-render lesson N` names a lesson that does not exist.
  case noSuchLesson(String, range: ClosedRange<Int>)
  /// No folder holding `Lessons/` and `Package.swift` was found above these folders.
  case lessonsNotFound(searched: [String])

  /// The one-line message, without the program's name.
  public var message: String {
    switch self {
    case .unknownOption(let option, let suggestion):
      "unknown option \(quote(option))\(didYouMean(suggestion)); see 'calc-render --help'"
    case .missingValue(let option, let expected):
      "option \(option) needs a value: \(expected)"
    case .invalidValue(let option, let value, let expected):
      "invalid value \(quote(value)) for \(option): expected \(expected)"
    case .flagWithValue(let option, let value):
      "option \(option) takes no value, but was given \(quote(value))"
    case .unexpectedArgument(let argument, let suggestion):
      "unexpected argument \(quote(argument))\(didYouMean(suggestion)); see 'calc-render --help'"
    case .needsOption(let option, let needs):
      "option \(option) needs \(needs)"
    case .conflictingOptions(let first, let second):
      "options \(first) and \(second) cannot be used together"
    case .invalidScript(let failure):
      "invalid value for --events: \(failure.message)"
    case .unknownScenario(let name, let suggestion):
      "unknown scenario \(quote(name))\(didYouMean(suggestion)); see "
        + "'calc-render --list-scenarios'"
    case .notATerminal:
      "play needs a terminal on standard input; to run steps without one, use --events"
    case .cannotRead(let path, let reason):
      "cannot read \(quote(path)): \(reason)"
    case .notUTF8(let source):
      "\(source) is not UTF-8 text: expected a JSON state"
    case .invalidJSON(let source, let line, let column, let reason):
      "\(source):\(line):\(column): invalid JSON: \(reason)"
    case .unknownField(let source, let field, let suggestion):
      "\(source): unknown field \(quote(field))\(didYouMean(suggestion)); expected one of "
        + StateReader.fields.joined(separator: ", ")
    case .invalidState(let source, let field?, let reason):
      "\(source): field \(field): \(reason)"
    case .invalidState(let source, nil, let reason):
      "\(source): \(reason)"
    case .missingLessonNumber(let range):
      "lesson needs a number from \(range.lowerBound) to \(range.upperBound); "
        + "see 'calc-render lessons'"
    case .noSuchLesson(let number, let range):
      "no lesson \(quote(number)): expected a number from \(range.lowerBound) to "
        + "\(range.upperBound); see 'calc-render lessons'"
    case .lessonsNotFound(let searched):
      "cannot find the lessons: no folder holding Lessons/ and Package.swift above "
        + searched.joined(separator: " or ")
    }
  }

  /// The exit status, from BSD's `sysexits.h`: 64 for usage, 65 for data, 66 for input.
  public var exitCode: Int32 {
    switch self {
    case .unknownOption, .missingValue, .invalidValue, .flagWithValue, .unexpectedArgument,
      .needsOption, .conflictingOptions, .invalidScript, .unknownScenario, .notATerminal,
      .missingLessonNumber, .noSuchLesson:
      64
    case .notUTF8, .invalidJSON, .unknownField, .invalidState: 65
    case .cannotRead, .lessonsNotFound: 66
    }
  }

  private func didYouMean(_ suggestion: String?) -> String {
    suggestion.map { "; did you mean \(quote($0))?" } ?? ""
  }

  /// Quotes user input for a one-line message: control characters are escaped
  /// and very long input is shortened.
  private func quote(_ text: String) -> String {
    "'\(Printable.shown(text, limit: 60))'"
  }
}
