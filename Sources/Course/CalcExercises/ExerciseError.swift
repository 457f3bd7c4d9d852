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
  /// A number that names no lesson with a quiz.
  case noSuchQuiz(Int, lessons: [Int])
  /// Every quiz has been answered right, so there is no current one.
  case allQuizzesDone
  /// A quiz file that is not in the quiz format, or asks what its lesson does not say.
  case badQuiz(path: String, line: Int?, problem: String)
  /// `solution` for an exercise whose check has not passed: the hints it has left, of all.
  case solutionHidden(Int, noun: String, hintsLeft: Int, hints: Int)
}
