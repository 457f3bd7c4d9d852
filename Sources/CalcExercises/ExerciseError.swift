/// Everything that stops an exercises command, with its message and exit status in one place.
enum ExerciseError: Error, Equatable {
  /// No `Lessons/Exercises/exercises.json` above the current folder.
  case notFound(searched: String)
  /// The exercise list cannot be read.
  case badList(path: String, reason: String)
  /// A number that names no exercise.
  case noSuchExercise(String, count: Int)
  /// A word where an exercise's number belongs.
  case notANumber(String, command: String)
  /// An argument the command does not take.
  case unexpectedArgument(String, command: String)
  /// `reset` with no terminal to ask on and no `--yes`.
  case resetNeedsConfirmation(Int)
  /// A file could not be written or restored.
  case fileFailure(path: String, reason: String)
  /// Every exercise is done, so there is no current one.
  case allDone

  /// The one-line message, without the program's name.
  var message: String {
    switch self {
    case .notFound(let searched):
      return "Cannot find Lessons/Exercises/exercises.json in \(searched) or any folder above it; "
        + "run this from the calc kit's folder"
    case .badList(let path, let reason):
      return "Cannot read the exercise list \(path): \(reason)"
    case .noSuchExercise(let word, let count):
      return "No exercise '\(word)'; expected a number from 1 to \(count)"
    case .notANumber(let word, let command):
      return
        "'\(word)' is not an exercise number; expected 'calc-render \(command) N' with N such as 3"
    case .unexpectedArgument(let word, let command):
      return "Unexpected argument '\(word)' for '\(command)'; see 'calc-render \(command) --help'"
    case .resetNeedsConfirmation(let number):
      return "Reset asks before it overwrites your work, and there is no terminal to ask on; "
        + "pass --yes to reset exercise \(number) without asking"
    case .fileFailure(let path, let reason):
      return "Cannot write \(path): \(reason)"
    case .allDone:
      return "Every exercise is done; name one to check it again, such as 'check 1'"
    }
  }

  /// The exit status: 64 for bad usage, 66 for missing input, 74 for a file that cannot be written.
  var exitCode: Int32 {
    switch self {
    case .notFound, .badList: 66
    case .noSuchExercise, .notANumber, .unexpectedArgument, .resetNeedsConfirmation, .allDone: 64
    case .fileFailure: 74
    }
  }
}
