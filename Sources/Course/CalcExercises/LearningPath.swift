/// The order a learner goes through the exercises, drills and quizzes, and how far they are.
///
/// Exercises and drills come by number; before each, the quizzes of the lessons up to the
/// first one it practises, so you check what you read before you write code with it. The
/// quizzes left over come last. An exercise is done when its last check passed, a quiz when
/// every question of it has been answered right in one go. With nothing done, the first
/// thing is lesson 0's quiz when there is one, before exercise 1.
///
/// What comes next has one rule everywhere: the first thing on the path not done. `check`
/// after a pass, `quiz` after a full score, `exercises` and `watch` all say the same.
struct LearningPath: Sendable {
  /// One thing to do.
  enum Item: Equatable, Sendable {
    /// Take a lesson's quiz.
    case quiz(Quiz)
    /// Make an exercise's or a drill's check pass.
    case exercise(Exercise)
  }

  /// Everything to do, in order.
  let items: [Item]

  /// The path through the exercises and drills, in the order given, and the quizzes.
  init(exercises: [Exercise], quizzes: [Quiz]) {
    var left = quizzes.sorted { $0.lesson < $1.lesson }[...]
    var items: [Item] = []
    for exercise in exercises {
      let first = exercise.lessons.first ?? 0
      while let quiz = left.first, quiz.lesson <= first {
        items.append(.quiz(quiz))
        left = left.dropFirst()
      }
      items.append(.exercise(exercise))
    }
    self.items = items + left.map { .quiz($0) }
  }

  /// Whether an item is done.
  static func isDone(_ item: Item, progress: ExerciseProgress) -> Bool {
    switch item {
    case .exercise(let exercise): progress.done.contains(exercise.number)
    case .quiz(let quiz): progress.quizScores[quiz.lesson, default: 0] >= quiz.questions.count
    }
  }

  /// The first thing not done, or `nil` when everything is.
  func next(progress: ExerciseProgress) -> Item? {
    items.first { !Self.isDone($0, progress: progress) }
  }

  /// The first exercise or drill not done, for `watch` to move on to.
  func nextExercise(progress: ExerciseProgress) -> Exercise? {
    items.lazy.compactMap { item -> Exercise? in
      guard case .exercise(let exercise) = item, !Self.isDone(item, progress: progress) else {
        return nil
      }
      return exercise
    }.first
  }

  /// How many items are done.
  func doneCount(progress: ExerciseProgress) -> Int {
    items.count(where: { Self.isDone($0, progress: progress) })
  }

  /// A bar `width` cells wide, filled in proportion to what is done: `████░░░░`.
  func bar(progress: ExerciseProgress, width: Int = 25) -> String {
    guard !items.isEmpty else { return String(repeating: "░", count: width) }
    let filled = doneCount(progress: progress) * width / items.count
    return String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled)
  }
}
