/// What a learner has done: exercises passed, hints seen and quizzes taken; kept in
/// `Lessons/Exercises/.progress`.
struct ExerciseProgress: Codable, Equatable, Sendable {
  /// The exercises whose last check passed.
  var done: Set<Int> = []
  /// How many hints of each exercise have been shown, by exercise number.
  var hintsShown: [Int: Int] = [:]
  /// The best score of each quiz taken, by lesson number.
  var quizScores: [Int: Int] = [:]

  init(done: Set<Int> = [], hintsShown: [Int: Int] = [:], quizScores: [Int: Int] = [:]) {
    self.done = done
    self.hintsShown = hintsShown
    self.quizScores = quizScores
  }

  /// Reads progress saved by any version of the kit: a field it does not hold yet is empty.
  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    done = try container.decodeIfPresent(Set<Int>.self, forKey: .done) ?? []
    hintsShown = try container.decodeIfPresent([Int: Int].self, forKey: .hintsShown) ?? [:]
    quizScores = try container.decodeIfPresent([Int: Int].self, forKey: .quizScores) ?? [:]
  }

  /// Records a check's outcome: a pass marks the exercise done, a failure marks it to do.
  mutating func record(_ number: Int, passed: Bool) {
    if passed {
      done.insert(number)
    } else {
      done.remove(number)
    }
  }

  /// Records a quiz's score, keeping the best one.
  mutating func record(quiz lesson: Int, score: Int) {
    quizScores[lesson] = max(score, quizScores[lesson] ?? 0)
  }

  /// Takes the next hint of an exercise, or `nil` when every hint has been shown.
  mutating func nextHint(of exercise: Exercise) -> (index: Int, text: String)? {
    let shown = hintsShown[exercise.number, default: 0]
    guard shown < exercise.hints.count else { return nil }
    hintsShown[exercise.number] = shown + 1
    return (shown, exercise.hints[shown])
  }

  /// How many hints of an exercise are left to see.
  func hintsLeft(of exercise: Exercise) -> Int {
    max(0, exercise.hints.count - hintsShown[exercise.number, default: 0])
  }

  /// Forgets an exercise: it is to do again and its hints start over.
  mutating func forget(_ number: Int) {
    done.remove(number)
    hintsShown[number] = nil
  }
}
