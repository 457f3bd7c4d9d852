import CommandLineSupport
import LessonReading

/// Everything `lesson-docs` can fail on once its command line is read, with
/// every message built here in the grammar of `CommandText`.
package enum LessonDocsError: CommandFailure, Equatable {
  /// No package folder with `Lessons/` was found.
  case lessonsNotFound(LessonFolderError)
  /// A lesson's block cannot be resolved to code.
  case lesson(LessonError)
  /// A lesson's step plan is not in the expected shape, or does not fit its lesson.
  case plan(file: String, line: Int, problem: String)
  /// A lesson's quiz is not in the quiz format, or asks what its lesson does not say.
  case quiz(file: String, line: Int?, problem: String)
  /// A file of the tutorials could not be written.
  case cannotWrite(path: String, reason: String)

  /// The one-sentence message, without `Error: `.
  package var message: String {
    switch self {
    case .lessonsNotFound(let error): error.message
    case .lesson(let problem): problem.message
    case .plan(let file, let line, let problem), .quiz(let file, let line?, let problem):
      "\(file):\(line): \(problem)"
    case .quiz(let file, nil, let problem): "\(file): \(problem)"
    case .cannotWrite(let path, let reason):
      "Cannot write \(CommandText.quote(path: path)): \(reason)"
    }
  }

  /// The exit status: 65 for a broken lesson, plan or quiz, 66 when the lessons cannot
  /// be found, 73 when the output cannot be written.
  package var exitCode: ExitCode {
    switch self {
    case .lesson, .plan, .quiz: .data
    case .lessonsNotFound: .noInput
    case .cannotWrite: .cannotCreate
    }
  }
}
