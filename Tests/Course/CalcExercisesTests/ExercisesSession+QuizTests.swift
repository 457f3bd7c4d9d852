import Foundation
import KitSupport
import TestSupport
import Testing

@testable import CalcExercises

@Suite("calc-render quiz, in memory")
@MainActor
struct ExercisesSessionQuizTests {
  /// A session whose quiz offers the answers in the order seed 0 draws.
  func session(_ fixture: ExerciseFixture, _ console: CapturedConsole, seed: UInt64 = 0)
    -> ExercisesSession
  {
    var session = ExercisesSession.fake(
      fixture, console: console, processes: FakeProcesses(check: .init(status: 0)))
    session.quizSeed = seed
    return session
  }

  @Test("From a pipe, a line per answer: why after each, the score at the end, the best kept")
  func pipe() throws {
    let fixture = try ExerciseFixture()
    defer { fixture.remove() }
    try fixture.writeQuiz()
    let console = CapturedConsole(lines: ["b", " C "])
    #expect(try session(fixture, console).quiz(1) == .success)
    #expect(
      console.stdout == """
        Quiz 1 · Naming: 2 questions on Lessons/01-naming.md. Answer each with its letter and Return; q stops.

        Question 1 of 2: What does a name say?
          a) How long it is.
          b) What the value holds.
        Your answer (a or b), then Return? b
          ✓ Right. Right, so a reader need not look inside.
          The lesson says: "Names say what they hold."

        Question 2 of 2: Where is that said?
          a) Nowhere.
          b) In lesson 1.
          c) In lesson 9.
        Your answer (a, b or c), then Return? c
          ✗ Not c. Lesson 9 is about proofs.
          The answer is b: It is the lesson's first line.
          The lesson says: "say what they hold"

        Score: 1 of 2 right.
        Read Lessons/01-naming.md again, then take the quiz once more: swift run calc-render quiz 1

        """)
    #expect(fixture.folder.progress().quizScores == [1: 1])
  }

  @Test("On a terminal, one key per answer; a key that names no answer asks again")
  func keys() throws {
    let fixture = try ExerciseFixture()
    defer { fixture.remove() }
    try fixture.writeQuiz()
    try fixture.folder.save(ExerciseProgress(quizScores: [1: 1]))
    let console = CapturedConsole(keys: "x\u{1B}[Abb")
    #expect(try session(fixture, console).quiz(nil) == .success)
    let output = console.stdout
    #expect(output.contains("Answer each with its letter; q stops."))
    #expect(
      output.contains(
        "Your answer (a or b), one key? x\n"
          + "That key does nothing here; expected a or b, or q to stop.\n"
          + "Your answer (a or b), one key? \n"
          + "That key does nothing here; expected a or b, or q to stop.\n"
          + "Your answer (a or b), one key? b\n  ✓ Right."))
    #expect(output.contains("Score: 2 of 2 right.\nNext: Exercise 1 · Naming — Rename a type.\n"))
    #expect(fixture.folder.progress().quizScores == [1: 2])
  }

  @Test(
    "q, Ctrl-C or the end of input stops, and records nothing",
    arguments: [
      CapturedConsole(keys: "bq"), CapturedConsole(keys: "b\u{03}"),
      CapturedConsole(keys: "b"), CapturedConsole(lines: ["b", "q"]), CapturedConsole(lines: ["b"]),
    ])
  func stops(console: CapturedConsole) throws {
    let fixture = try ExerciseFixture()
    defer { fixture.remove() }
    try fixture.writeQuiz()
    #expect(try session(fixture, console).quiz(1) == .success)
    #expect(
      console.stdout.hasSuffix(
        "\nStopped at question 2 of 2, with 1 right so far; nothing is recorded.\n"))
    #expect(fixture.folder.progress() == ExerciseProgress())
  }

  @Test("Each run offers the answers in an order of its own, and the key follows the order")
  func shuffled() throws {
    let fixture = try ExerciseFixture()
    defer { fixture.remove() }
    try fixture.writeQuiz()
    let quiz = try #require(try fixture.folder.quizzes().first?.quiz)
    var orders: Set<[String]> = []
    for seed: UInt64 in 0..<12 {
      var generator = SplitMix64(seed: seed)
      let shown = quiz.shuffled(using: &generator)
      orders.insert(shown.questions.flatMap { $0.answers.map(\.text) })
      let letters = try shown.questions.map { question in
        String(QuizText.letters[try #require(question.rightAnswer)])
      }
      let console = CapturedConsole(lines: letters)
      #expect(try session(fixture, console, seed: seed).quiz(1) == .success)
      #expect(console.stdout.contains("Score: 2 of 2 right."), "seed \(seed)")
      #expect(
        shown.questions.map { Set($0.answers.map(\.text)) }
          == quiz.questions.map { Set($0.answers.map(\.text)) }, "every answer is offered")
    }
    #expect(orders.count > 3, "the order changes from run to run")
  }

  @Test("A line that names no answer is quoted safely and asked again")
  func unknownLine() throws {
    let fixture = try ExerciseFixture()
    defer { fixture.remove() }
    try fixture.writeQuiz()
    let console = CapturedConsole(lines: ["yes\u{1B}[2J", "a", "a"])
    #expect(try session(fixture, console).quiz(1) == .success)
    #expect(
      console.stdout.contains(
        "Unknown answer 'yes\\u{1B}[2J'; expected a or b, or q to stop.\n"
          + "Your answer (a or b), then Return? a\n"))
  }

  @Test("A number with no quiz, or every quiz done, is an error; a broken quiz is refused")
  func errors() throws {
    let fixture = try ExerciseFixture()
    defer { fixture.remove() }
    try fixture.writeQuiz()
    let session = session(fixture, CapturedConsole())
    #expect(throws: ExerciseError.noSuchQuiz(4, lessons: [1])) { try session.quiz(4) }
    try fixture.folder.save(ExerciseProgress(quizScores: [1: 2]))
    #expect(throws: ExerciseError.allQuizzesDone) { try session.quiz(nil) }
    try fixture.writeKit("# 1. Naming\n\nSomething else.\n", to: "Lessons/01-naming.md")
    #expect(
      throws: ExerciseError.badQuiz(
        path: "Lessons/Quizzes/01-naming.md", line: nil,
        problem: "the question on line 3 quotes \"Names say what they hold.\", which the "
          + "lesson does not say")
    ) { try session.quiz(1) }
  }
}
