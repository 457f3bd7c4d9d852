/// What a learner has done: exercises passed and hints seen; kept in `Lessons/Exercises/.progress`.
struct ExerciseProgress: Codable, Equatable, Sendable {
  /// The exercises whose last check passed.
  var done: Set<Int> = []
  /// How many hints of each exercise have been shown, by exercise number.
  var hintsShown: [Int: Int] = [:]

  /// Records a check's outcome: a pass marks the exercise done, a failure marks it to do.
  mutating func record(_ number: Int, passed: Bool) {
    if passed {
      done.insert(number)
    } else {
      done.remove(number)
    }
  }

  /// Takes the next hint of an exercise, or `nil` when every hint has been shown.
  mutating func nextHint(of exercise: Exercise) -> (index: Int, text: String)? {
    let shown = hintsShown[exercise.number, default: 0]
    guard shown < exercise.hints.count else { return nil }
    hintsShown[exercise.number] = shown + 1
    return (shown, exercise.hints[shown])
  }

  /// Forgets an exercise: it is to do again and its hints start over.
  mutating func forget(_ number: Int) {
    done.remove(number)
    hintsShown[number] = nil
  }
}
