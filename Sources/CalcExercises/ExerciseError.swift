/// Everything that stops an exercises command; `calc-render` says each in its own voice.
package enum ExerciseError: Error, Equatable, Sendable {
  /// No `Lessons/Exercises/exercises.json` above the current folder.
  case notFound(searched: String)
  /// The exercise list cannot be read.
  case badList(path: String, reason: String)
  /// A number that names no exercise.
  case noSuchExercise(Int, count: Int)
  /// `reset` with no terminal to ask on and no `--yes`.
  case resetNeedsConfirmation(Int)
  /// A file could not be written or restored.
  case fileFailure(path: String, reason: String)
  /// Every exercise is done, so there is no current one.
  case allDone
}
