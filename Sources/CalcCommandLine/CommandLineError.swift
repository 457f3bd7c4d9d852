import CalcCore
import CalcScenarios
import CommandLineSupport

/// Everything that can go wrong on `calc-render`'s command line, with every
/// message it prints built here.
///
/// Each message is one sentence that names the input and says what was
/// expected; ``CalcRender`` prints it after `Error: `, in the voice of
/// ``CommandText``, which builds the messages of the shared argument layer.
public enum CommandLineError: Error, Equatable, Sendable {
  /// The shared argument layer rejected the command line.
  case usage(UsageError)
  /// An option's value is not one it accepts.
  case invalidValue(option: String, value: String, expected: String)
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
  /// A file could not be opened or is not a file.
  case cannotRead(path: String, reason: String)
  /// Reading an input failed part way.
  case readFailed(source: String, reason: String)
  /// An input is larger than a state may be.
  case tooLarge(source: String, limit: Int)
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

  /// An option the command does not have.
  static func unknownOption(_ option: String, suggestion: String?) -> CommandLineError {
    .usage(.unknownOption(option, suggestion: suggestion))
  }

  /// A word that is neither an option nor a command.
  static func unexpectedArgument(_ word: String, suggestion: String?) -> CommandLineError {
    .usage(.unexpectedArgument(word, suggestion: suggestion))
  }

  /// The one-sentence message, without `Error: `.
  public var message: String {
    switch self {
    case .usage(let error):
      error.message
    case .invalidValue(let option, let value, let expected):
      "Invalid value \(quote(value)) for '\(option)': expected \(expected)"
    case .needsOption(let option, let needs):
      "Option '\(option)' needs \(needs)"
    case .conflictingOptions(let first, let second):
      "Options '\(first)' and '\(second)' cannot be used together"
    case .invalidScript(let failure):
      "Invalid value for '--events': \(failure.message)"
    case .unknownScenario(let name, let suggestion):
      "Unknown scenario \(quote(name))\(CommandText.didYouMean(suggestion))"
        + (suggestion == nil ? ". " : " ") + "See 'calc-render --list-scenarios'"
    case .notATerminal:
      "'play' needs a terminal on standard input; to run steps without one, use '--events'"
    case .cannotRead(let path, let reason):
      "Cannot read \(quote(path)): \(reason)"
    case .readFailed(let source, let reason):
      "Cannot read \(source): \(reason)"
    case .tooLarge(let source, let limit):
      "\(source) is larger than \(limit / 1024 / 1024) MiB: expected a JSON state of at most "
        + "\(limit) bytes"
    case .notUTF8(let source):
      "\(source) is not UTF-8 text: expected a JSON state"
    case .invalidJSON(let source, let line, let column, let reason):
      "\(source):\(line):\(column): invalid JSON: \(reason)"
    case .unknownField(let source, let field, let suggestion):
      "\(source): unknown field \(quote(field))\(CommandText.didYouMean(suggestion))"
        + (suggestion == nil ? ". Expected" : " Expected") + " one of "
        + StateReader.fields.joined(separator: ", ")
    case .invalidState(let source, let field?, let reason):
      "\(source): field \(field): \(reason)"
    case .invalidState(let source, nil, let reason):
      "\(source): \(reason)"
    case .missingLessonNumber(let range):
      "'lesson' needs a number from \(range.lowerBound) to \(range.upperBound); "
        + "see 'calc-render lessons'"
    case .noSuchLesson(let number, let range):
      "No lesson \(quote(number)): expected a number from \(range.lowerBound) to "
        + "\(range.upperBound); see 'calc-render lessons'"
    case .lessonsNotFound(let searched):
      "Cannot find the lessons: no folder holding Lessons/ and Package.swift above "
        + searched.joined(separator: " or ")
    }
  }

  /// The exit status, from ``ExitCode``: 64 for usage, 65 for data, 66 for an
  /// input that cannot be opened, 74 for a read that failed part way.
  public var exitCode: Int32 {
    switch self {
    case .usage, .invalidValue, .needsOption, .conflictingOptions, .invalidScript,
      .unknownScenario, .notATerminal, .missingLessonNumber, .noSuchLesson:
      ExitCode.usage
    case .tooLarge, .notUTF8, .invalidJSON, .unknownField, .invalidState: ExitCode.data
    case .cannotRead, .lessonsNotFound: ExitCode.noInput
    case .readFailed: ExitCode.ioError
    }
  }

  /// What `calc-render` writes to standard error: the message, then for a
  /// usage error the usage line of the command that was running.
  func text(usage: String) -> String {
    CommandText.error(message, usage: exitCode == ExitCode.usage ? usage : nil)
  }

  private func quote(_ text: String) -> String { CommandText.quote(text) }
}
