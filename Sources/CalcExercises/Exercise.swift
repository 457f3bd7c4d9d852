/// One exercise: the files a learner edits, the check that judges them, and hints.
struct Exercise: Codable, Equatable, Sendable {
  /// The exercise's number, from 1, as the commands take it.
  let number: Int
  /// A short title, such as "Reduce".
  let title: String
  /// The numbers of the lessons it practises (`Lessons/NN-name.md`).
  let lessons: [Int]
  /// One sentence saying what the learner does.
  let summary: String
  /// The files the learner edits, relative to the exercises package; `reset` restores them.
  let files: [String]
  /// The expectation the starter fails first: the reason the exercise is about.
  let starterFails: String
  /// Hints, revealed one at a time.
  let hints: [String]

  /// The number as the package spells it: `03`.
  var paddedNumber: String { number < 10 ? "0\(number)" : "\(number)" }

  /// The check's executable product: `check-03`.
  var checkProduct: String { "check-\(paddedNumber)" }

  /// "Exercise 3 · Reduce".
  var heading: String { "Exercise \(number) · \(title)" }

  /// "lesson 3" or "lessons 0, 9".
  var lessonText: String {
    (lessons.count == 1 ? "lesson " : "lessons ") + lessons.map(String.init).joined(separator: ", ")
  }
}

/// The list of exercises, as `Lessons/Exercises/exercises.json` holds it.
struct ExerciseList: Codable, Equatable, Sendable {
  /// Every exercise, in order.
  let exercises: [Exercise]

  /// The exercise with a number, if there is one.
  func exercise(_ number: Int) -> Exercise? {
    exercises.first { $0.number == number }
  }

  /// The first exercise not done, or `nil` when all are.
  func current(done: Set<Int>) -> Exercise? {
    exercises.first { !done.contains($0.number) }
  }

  /// The exercise after one, if any.
  func next(after exercise: Exercise, done: Set<Int>) -> Exercise? {
    exercises.first { $0.number > exercise.number && !done.contains($0.number) }
      ?? current(done: done)
  }
}
