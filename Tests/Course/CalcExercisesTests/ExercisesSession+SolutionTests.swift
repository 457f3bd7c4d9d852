import Foundation
import TestSupport
import Testing

@testable import CalcExercises

@Suite("calc-render solution, in memory")
@MainActor
struct ExercisesSessionSolutionTests {
  func session(_ fixture: ExerciseFixture, _ console: CapturedConsole) -> ExercisesSession {
    ExercisesSession.fake(
      fixture, console: console, processes: FakeProcesses(check: .init(status: 0)))
  }

  func solved() throws -> ExerciseFixture {
    let fixture = try ExerciseFixture()
    try fixture.write(
      "// Exercise 1: rename it.\nstruct CalcState {}\nlet x = 1\n",
      to: "Sources/Exercise01/Calculator.swift")
    try fixture.write(
      "// Exercise 1: the reference solution.\nstruct CalculatorData {}\nlet x = 1\n",
      to: "Solutions/Sources/Exercise01/Calculator.swift")
    try fixture.folder.save(ExerciseProgress(done: [1]))
    return fixture
  }

  @Test("Before the exercise passes, solution refuses and says how many hints are left")
  func refuses() throws {
    let fixture = try ExerciseFixture()
    defer { fixture.remove() }
    try fixture.folder.save(ExerciseProgress(hintsShown: [1: 1]))
    let console = CapturedConsole()
    #expect(throws: ExerciseError.solutionHidden(1, noun: "Exercise", hintsLeft: 1, hints: 2)) {
      try session(fixture, console).solution(1, width: 80)
    }
    #expect(console.stdout == "")
  }

  @Test("After a pass, on a terminal: your file beside the reference, then why")
  func sideBySide() throws {
    let fixture = try solved()
    defer { fixture.remove() }
    let console = CapturedConsole()
    #expect(try session(fixture, console).solution(1, width: 135) == .success)
    #expect(
      console.stdout == """
        Exercise 1 · Naming: your code beside the reference solution (opening comments left out).

          Lessons/Exercises/Sources/Exercise01/Calculator.swift (yours)     | the reference
        > struct CalcState {}                                               | struct CalculatorData {}
          let x = 1                                                         | let x = 1

        Why the reference is written this way: Names say what they hold.

        """)
  }

  @Test("After a pass, away from a terminal: a unified diff from yours to the reference")
  func unified() throws {
    let fixture = try solved()
    defer { fixture.remove() }
    let console = CapturedConsole()
    #expect(try session(fixture, console).solution(1, width: nil) == .success)
    #expect(
      console.stdout.contains(
        """
        --- Lessons/Exercises/Sources/Exercise01/Calculator.swift (yours)
        +++ Lessons/Exercises/Solutions/Sources/Exercise01/Calculator.swift
        @@ -1,2 +1,2 @@
        -struct CalcState {}
        +struct CalculatorData {}
         let x = 1

        """))
  }

  @Test("A drill's solution also shows its reference decision, round by round")
  func decision() throws {
    let fixture = try solved()
    defer { fixture.remove() }
    try fixture.write(
      "# How it reads.\nreview entry.en=r entry.ru=a\nfix\nreview entry.en=a\n",
      to: "Solutions/Decisions/Exercise01.txt")
    let console = CapturedConsole()
    #expect(try session(fixture, console).solution(1, width: nil) == .success)
    #expect(
      console.stdout.contains(
        """

        The reference decision, round by round:
          1. reject entry.en, accept entry.ru
          2. fix the code
          3. accept entry.en

        Why the reference
        """))
  }

  @Test("A file that is the reference's, line for line, says so")
  func same() throws {
    let fixture = try solved()
    defer { fixture.remove() }
    try fixture.write(
      "// Mine.\nstruct CalculatorData {}\nlet x = 1\n", to: "Sources/Exercise01/Calculator.swift")
    let console = CapturedConsole()
    #expect(try session(fixture, console).solution(1, width: 80) == .success)
    #expect(
      console.stdout.contains(
        "Lessons/Exercises/Sources/Exercise01/Calculator.swift is the reference solution, "
          + "line for line.\n"))
  }
}
