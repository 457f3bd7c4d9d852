import Testing

@testable import CalcExercises

@Suite("The learning path: what comes next, and how far you are")
struct LearningPathTests {
  static func exercise(_ number: Int, lessons: [Int], kind: Exercise.Kind? = nil) -> Exercise {
    Exercise(
      number: number, title: "E\(number)", kind: kind, lessons: lessons, summary: "Do it.",
      files: [], starterFails: "", hints: [], why: nil)
  }

  static func quiz(_ lesson: Int, questions: Int = 2) -> Quiz {
    Quiz(
      lesson: lesson, title: "L\(lesson)",
      questions: Array(
        repeating: Quiz.Question(text: "?", lessonSays: "", answers: [], line: 1),
        count: questions))
  }

  let path = LearningPath(
    exercises: [
      exercise(1, lessons: [1]), exercise(2, lessons: [2, 9]), exercise(9, lessons: [0, 9]),
      exercise(11, lessons: [8], kind: .drill),
    ],
    quizzes: [quiz(9), quiz(0), quiz(1), quiz(2)])

  @Test("Each exercise comes after the quizzes of the lessons up to its first; the rest come last")
  func order() {
    let names = path.items.map { item in
      switch item {
      case .quiz(let quiz): "quiz \(quiz.lesson)"
      case .exercise(let exercise): "exercise \(exercise.number)"
      }
    }
    #expect(
      names == [
        "quiz 0", "quiz 1", "exercise 1", "quiz 2", "exercise 2", "exercise 9", "exercise 11",
        "quiz 9",
      ])
  }

  @Test("A quiz is done when every question was answered right in one go")
  func quizDone() {
    var progress = ExerciseProgress()
    progress.record(quiz: 0, score: 1)
    #expect(!LearningPath.isDone(.quiz(Self.quiz(0)), progress: progress))
    progress.record(quiz: 0, score: 2)
    progress.record(quiz: 0, score: 1)
    #expect(progress.quizScores[0] == 2, "the best score is kept")
    #expect(LearningPath.isDone(.quiz(Self.quiz(0)), progress: progress))
  }

  @Test("Next is the first thing not done, whatever was done last")
  func next() {
    var progress = ExerciseProgress(done: [1, 9], quizScores: [0: 2, 1: 2])
    #expect(path.next(progress: progress) == .quiz(Self.quiz(2)))
    #expect(path.nextExercise(progress: progress) == Self.exercise(2, lessons: [2, 9]))
    progress.done = [1, 2, 9, 11]
    progress.quizScores = [0: 2, 1: 2, 2: 2, 9: 2]
    #expect(path.next(progress: progress) == nil)
    #expect(path.nextExercise(progress: progress) == nil)
  }

  @Test(
    "The bar fills in proportion to what is done",
    arguments: [(0, "░░░░░░░░"), (4, "████░░░░"), (8, "████████")])
  func bar(done: Int, bar: String) {
    let exercises = (1...8).map { Self.exercise($0, lessons: [$0]) }
    let path = LearningPath(exercises: exercises, quizzes: [])
    let progress = ExerciseProgress(done: Set((1...8).prefix(done)))
    #expect(path.bar(progress: progress, width: 8) == bar)
    #expect(path.doneCount(progress: progress) == done)
  }
}
