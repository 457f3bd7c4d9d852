/// One exercise: the files a learner edits, the check that judges them, and hints.
///
/// A review drill is an exercise too: its files are a copy of part of the app with a
/// change in it and the references of its snapshot suite, and its check judges what the
/// learner accepted and rejected.
struct Exercise: Codable, Equatable, Sendable {
  /// What the learner does: writes code, or judges snapshot diffs.
  enum Kind: String, Codable, Sendable {
    /// Write or change code until the check passes.
    case exercise
    /// Review the diffs a change made, accept the wanted ones and fix the code for the rest.
    case drill
  }

  /// The exercise's number, from 1, as the commands take it.
  let number: Int
  /// A short title, such as "Reduce".
  let title: String
  /// What kind it is; an exercise when the list does not say.
  let kind: Kind?
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
  /// One paragraph on why the reference solution is written as it is, for `solution`.
  let why: String?

  /// Whether it is a review drill.
  var isDrill: Bool { kind == .drill }

  /// The number as the package spells it: `03`.
  var paddedNumber: String { number < 10 ? "0\(number)" : "\(number)" }

  /// The check's executable product: `check-03`.
  var checkProduct: String { "check-\(paddedNumber)" }

  /// "Exercise", or "Drill".
  var noun: String { isDrill ? "Drill" : "Exercise" }

  /// The target its files are in: `Exercise03`, `Drill11`.
  var target: String { noun + paddedNumber }

  /// "Exercise 3 · Reduce".
  var heading: String { "\(noun) \(number) · \(title)" }

  /// Where a drill's check remembers what it recorded as pending; `nil` for an exercise.
  var recordPath: String? { isDrill ? ".drills/\(target).json" : nil }

  /// "lesson 3" or "lessons 0, 11".
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
}
