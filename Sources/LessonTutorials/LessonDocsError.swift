import CalcCommandLine
import LessonReading

/// Everything `lesson-docs` can fail on, with every message built here.
enum LessonDocsError: Error, Equatable {
  /// The arguments are not one output folder.
  case usage(arguments: [String])
  /// No package folder with `Lessons/` was found.
  case lessonsNotFound(CommandLineError)
  /// A lesson's block cannot be resolved to code.
  case lesson(LessonError)
  /// A lesson's step plan is not in the expected shape, or does not fit its lesson.
  case plan(file: String, line: Int, problem: String)
  /// A file of the tutorials could not be written.
  case cannotWrite(path: String, reason: String)

  /// The one-line message, without the program's name.
  var message: String {
    switch self {
    case .usage(let arguments):
      let given = arguments.isEmpty ? "nothing" : arguments.map { "'\($0)'" }.joined(separator: " ")
      return "expected one output folder, got \(given); usage: lesson-docs OUTPUT-FOLDER"
    case .lessonsNotFound(let error):
      return error.message
    case .lesson(let problem):
      return problem.message
    case .plan(let file, let line, let problem):
      return "\(file):\(line): \(problem)"
    case .cannotWrite(let path, let reason):
      return "cannot write '\(path)': \(reason)"
    }
  }

  /// The exit status: 64 for bad usage, 65 for a broken lesson or plan, 66 when the
  /// lessons cannot be found, 73 when the output cannot be written.
  var exitCode: Int32 {
    switch self {
    case .usage: 64
    case .lesson, .plan: 65
    case .lessonsNotFound: 66
    case .cannotWrite: 73
    }
  }
}
