import CalcExercises
import CommandLineSupport
import Foundation
import KitSupport
import LessonReading

/// Everything that can go wrong in `calc-render` once its command line is
/// read, with every message it prints built here.
///
/// Each message is one sentence that names the input and says what was
/// expected, in the grammar of ``CommandText``, which also builds the usage
/// errors of the command line itself. The run skeleton prints it after
/// `Error: `, and after a usage error (exit 64) the command's usage line.
package enum CommandLineError: CommandFailure, Equatable, Sendable {
  /// `play` needs a terminal on standard input.
  case notATerminal
  /// A state could not be read from a file or from standard input.
  case unreadable(InputSource, ReadFailure)
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
  /// `calc-render lesson` was given no lesson.
  case missingLesson(range: ClosedRange<Int>)
  /// `calc-render lesson LESSON` names a lesson that does not exist, by number or by name.
  case noSuchLesson(String, range: ClosedRange<Int>, names: [String])
  /// No folder holding `Lessons/` and `Package.swift` was found.
  case lessonsNotFound(LessonFolderError)
  /// An exercises command stopped.
  case exercise(ExerciseError)

  /// Where a state is read from.
  package enum InputSource: Equatable, Sendable {
    /// A file, by the path given.
    case file(String)
    /// Standard input, given as `-`.
    case standardInput
  }

  /// The one-sentence message, without `Error: `.
  package var message: String {
    switch self {
    case .notATerminal:
      "'play' needs a terminal on standard input; to run steps without one, use '--events'"
    case .unreadable(.file(let path), let failure):
      "Cannot read \(CommandText.quote(path: path)): \(Self.reason(failure))"
    case .unreadable(.standardInput, .notAFile(.folder)):
      "Cannot read stdin: it is a folder, expected a JSON state"
    case .unreadable(.standardInput, let failure):
      "Cannot read stdin: \(Self.reason(failure))"
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
    case .missingLesson(let range):
      "'lesson' needs a lesson's number from \(range.lowerBound) to \(range.upperBound) "
        + "or its name; see 'calc-render lessons'"
    case .noSuchLesson(let lesson, let range, let names):
      Self.noSuchLesson(lesson, range: range, names: names)
    case .lessonsNotFound(let error):
      error.message
    case .exercise(let error):
      Self.message(error)
    }
  }

  /// The exit status, from ``ExitCode``: 64 for usage, 65 for data, 66 for an
  /// input that cannot be opened, 74 for reading or writing that failed part way.
  package var exitCode: ExitCode {
    switch self {
    case .notATerminal, .missingLesson, .noSuchLesson: .usage
    case .tooLarge, .notUTF8, .invalidJSON, .unknownField, .invalidState: .data
    case .unreadable(.standardInput, _), .unreadable(_, .failed): .ioError
    case .unreadable, .lessonsNotFound: .noInput
    case .exercise(let error): Self.exitCode(error)
    }
  }

  /// Why `--numbers LIST` is not a list of whole numbers: the first bad item, by its place
  /// and as typed (`item 2 of '1,,x' is empty`), then what a list looks like.
  ///
  /// - Parameters:
  ///   - list: The whole list, as typed.
  ///   - item: The bad item's place, from 1.
  ///   - word: The bad item, as typed.
  /// - Returns: The reason, for `Invalid value for '--numbers': …`.
  package static func badNumber(in list: String, item: Int, word: String) -> String {
    let trimmed = word.trimmingCharacters(in: .whitespaces)
    let digits = trimmed.drop { $0 == "-" || $0 == "+" }
    let what =
      trimmed.isEmpty
      ? "item \(item) of \(quote(list)) is empty"
      : !digits.isEmpty && digits.allSatisfy({ $0.isASCII && $0.isNumber })
        ? "item \(item) \(quote(trimmed)) is outside Int"
        : "item \(item) \(quote(trimmed)) is not a whole number"
    return what + "; expected whole numbers from \(Int.min) to \(Int.max), comma-separated, "
      + "like 1,2,3"
  }

  /// The message for a lesson that does not exist, with the name it may have meant.
  ///
  /// `No lesson 'tsak'. Did you mean 'task'? Expected a number from 0 to 11 or a name: …`
  private static func noSuchLesson(_ lesson: String, range: ClosedRange<Int>, names: [String])
    -> String
  {
    let suggestion = Suggestion.closest(to: lesson, in: names)
    return "No lesson \(quote(lesson))\(CommandText.didYouMean(suggestion))"
      + (suggestion == nil ? ": expected" : " Expected")
      + " a number from \(range.lowerBound) to \(range.upperBound) or a name: "
      + names.joined(separator: ", ")
  }

  private static func message(_ error: ExerciseError) -> String {
    switch error {
    case .notFound(let searched):
      "Cannot find Lessons/Exercises/exercises.json in \(searched) or any folder above it; "
        + "run this from the calc kit's folder"
    case .badList(let path, let reason):
      "Cannot read the exercise list \(CommandText.quote(path: path)): \(reason)"
    case .noSuchExercise(let number, let count):
      "No exercise \(quote(String(number))): expected a number from 1 to \(count); "
        + "see 'calc-render exercises'"
    case .resetNeedsConfirmation(let number):
      "Reset asks before it overwrites your work, and there is no terminal to ask on; "
        + "pass --yes to reset exercise \(number) without asking"
    case .fileFailure(let path, let reason):
      "Cannot write \(CommandText.quote(path: path)): \(reason)"
    case .allDone:
      "Every exercise is done; name one to check it again, such as 'calc-render check 1'"
    case .noSuchQuiz(let number, let lessons):
      "No quiz \(quote(String(number))): expected a lesson's number, "
        + (lessons.isEmpty
          ? "but the kit has no quizzes in Lessons/Quizzes"
          : "one of \(lessons.map(String.init).joined(separator: ", ")); see 'calc-render lessons'")
    case .allQuizzesDone:
      "Every quiz is answered right; name one to take it again, such as 'calc-render quiz 0'"
    case .badQuiz(let path, let line?, let problem):
      "\(path):\(line): \(problem)"
    case .badQuiz(let path, nil, let problem):
      "\(path): \(problem)"
    case .solutionHidden(let number, let noun, let left, let hints):
      "\(noun) \(number) has not passed yet, so its reference solution stays hidden; pass "
        + "'calc-render check \(number)' first"
        + (left == 0
          ? " (you have seen all \(hints) hints)"
          : " (\(left) of its \(hints) hints \(left == 1 ? "is" : "are") left: "
            + "'calc-render hint \(number)')")
    }
  }

  private static func exitCode(_ error: ExerciseError) -> ExitCode {
    switch error {
    case .notFound, .badList: .noInput
    case .noSuchExercise, .resetNeedsConfirmation, .allDone, .noSuchQuiz, .allQuizzesDone:
      .usage
    case .badQuiz: .data
    case .solutionHidden: .failure
    case .fileFailure: .ioError
    }
  }

  /// Why an input could not be read, in a few plain words such as `no such file`.
  private static func reason(_ failure: ReadFailure) -> String {
    switch failure {
    case .noSuchFile: "no such file"
    case .permissionDenied: "permission denied"
    case .notAFolderOnPath: "a folder on its path is a file"
    case .notAFile(.folder): "it is a folder, expected a file"
    case .notAFile(.pipe):
      "it is a pipe (FIFO), expected a file; to read a pipe, use '--state -' with it "
        + "on standard input"
    case .notAFile(.device): "it is a device, expected a file"
    case .notAFile(.socket): "it is a socket, expected a file"
    case .notAFile(.other): "it is not a regular file"
    case .cannotOpen(let reason): reason.lowercased()
    case .failed(let reason): reason
    }
  }
}

/// Quotes what the user typed, as every message of the kit's tools does.
private func quote(_ text: String) -> String { CommandText.quote(text) }
