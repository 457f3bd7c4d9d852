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

  /// The order of the lessons this progress counts in.
  ///
  /// 3 since Observation became three lessons (4 Observation, 5 Isolation, 6 State) and the
  /// lessons after it moved up by two. Progress saved with order 2 counts quizzes 5 to 9 by
  /// the old lesson numbers; progress saved with no order also has Observation and Task the
  /// other way round (4 was Task).
  static let numbering = 3

  private enum CodingKeys: String, CodingKey {
    case numbering, done, hintsShown, quizScores
  }

  /// Reads progress saved by any version of the kit: a field it does not hold yet is empty,
  /// and progress saved in an older order is renumbered, one step at a time.
  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    done = try container.decodeIfPresent(Set<Int>.self, forKey: .done) ?? []
    hintsShown = try container.decodeIfPresent([Int: Int].self, forKey: .hintsShown) ?? [:]
    quizScores = try container.decodeIfPresent([Int: Int].self, forKey: .quizScores) ?? [:]
    let numbering = try container.decodeIfPresent(Int.self, forKey: .numbering) ?? 1
    if numbering < 2 {
      self = renumbered { [4: 5, 5: 4][$0] ?? $0 }
    }
    if numbering < 3 {
      // Only lessons moved: exercises kept their numbers, and quiz 4 is still Observation's.
      quizScores = Dictionary(
        uniqueKeysWithValues: quizScores.map {
          ((5...9).contains($0.key) ? $0.key + 2 : $0.key, $0.value)
        })
    }
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(Self.numbering, forKey: .numbering)
    try container.encode(done, forKey: .done)
    try container.encode(hintsShown, forKey: .hintsShown)
    try container.encode(quizScores, forKey: .quizScores)
  }

  /// The same progress with every exercise and lesson number passed through `number`.
  private func renumbered(_ number: (Int) -> Int) -> ExerciseProgress {
    ExerciseProgress(
      done: Set(done.map(number)),
      hintsShown: Dictionary(uniqueKeysWithValues: hintsShown.map { (number($0.key), $0.value) }),
      quizScores: Dictionary(uniqueKeysWithValues: quizScores.map { (number($0.key), $0.value) }))
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
