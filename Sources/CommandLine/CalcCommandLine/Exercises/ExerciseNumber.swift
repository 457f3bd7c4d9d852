import CommandLineSupport

/// `N`, the exercise a command works on: `check`, `hint`, `watch` and `reset`
/// each store one, so the argument is theirs; by default the first one not done.
struct ExerciseNumber: Sendable {
  /// The exercise's number; `nil` for the first one not done.
  @Argument(
    "N", help: "the exercise's number, as 'calc-render exercises' lists it",
    expected: "an exercise's number, as 'calc-render exercises' lists it")
  var number: Int?
}
