import CommandLineSupport
import Foundation
import KitSupport
import ProcessRunner
import TestSupport

@testable import CalcExercises

/// A throwaway kit folder with a two-exercise list, starters and progress, removed at
/// ``remove()`` or when the last copy of the fixture goes.
struct ExerciseFixture {
  /// The temporary folder that is the kit's.
  let temporary: TemporaryFolder
  let folder: ExerciseFolder

  /// The kit's folder.
  var kit: URL { temporary.url }

  static let listJSON = """
    {"exercises": [
      {"number": 1, "title": "Naming", "lessons": [1], "summary": "Rename a type.",
       "files": ["Sources/Exercise01/Calculator.swift", "Snapshots/Exercise01/Screens/screen.txt"],
       "starterFails": "The name", "hints": ["First hint.", "Second hint."],
       "why": "Names say what they hold."},
      {"number": 2, "title": "Guard", "lessons": [2, 9], "summary": "Use guard.",
       "files": ["Sources/Exercise02/Model.swift"], "starterFails": "Guard", "hints": ["Only hint."]}
    ]}
    """

  init() throws {
    // The kit's own package file, which `ExerciseFolder.locate` looks for beside `Lessons/`.
    temporary = try TemporaryFolder.package("calc-exercises")
    folder = ExerciseFolder(root: temporary.url("Lessons/Exercises"))
    try write(Self.listJSON, to: "exercises.json")
    try write("struct CalcState {}\n", to: "Starters/Sources/Exercise01/Calculator.swift")
    try write("struct CalcState {}\n", to: "Sources/Exercise01/Calculator.swift")
    try write("if x { return }\n", to: "Starters/Sources/Exercise02/Model.swift")
    try write("if x { return }\n", to: "Sources/Exercise02/Model.swift")
  }

  /// Writes a file under the exercises package.
  func write(_ text: String, to path: String) throws {
    try ScratchFile.write(text, to: folder.root.appendingPathComponent(path))
  }

  /// Writes a file under the kit's folder, such as a lesson or its quiz.
  func writeKit(_ text: String, to path: String) throws {
    try temporary.write(text, to: path)
  }

  /// Gives the fixture lesson 1 and its quiz of two questions, whose first answers are right.
  func writeQuiz() throws {
    try writeKit("# 1. Naming\n\nNames say what they hold.\n", to: "Lessons/01-naming.md")
    try writeKit(
      """
      # Quiz 1 · Naming

      ## What does a name say?

      The lesson says: "Names say what they hold."

      - [x] What the value holds.
        Right, so a reader need not look inside.
      - [ ] How long it is.
        Length says nothing.

      ## Where is that said?

      The lesson says: "say what they hold"

      - [x] In lesson 1.
        It is the lesson's first line.
      - [ ] Nowhere.
        The lesson says it.
      - [ ] In lesson 9.
        Lesson 9 is about proofs.

      """, to: "Lessons/Quizzes/01-naming.md")
  }

  /// Reads a file under the exercises package, or `nil` when it is missing.
  func read(_ path: String) -> String? {
    try? String(contentsOf: folder.root.appendingPathComponent(path), encoding: .utf8)
  }

  func remove() {
    temporary.remove()
  }
}

/// A stand-in for `swift build` and the check programs that records what was run.
final class FakeProcesses: Sendable {
  private let calls = Locked<[String]>([])
  let build: RunResult
  let check: RunResult

  init(
    build: RunResult = RunResult(
      status: 0, stdout: "[1/1] Compiling Exercise01 Calculator.swift\n"),
    check: RunResult
  ) {
    self.build = build
    self.check = check
  }

  var programs: [String] { calls.withLock { $0 } }

  var process: CheckProcess {
    CheckProcess { program, arguments, _, _, line in
      self.calls.withLock { $0.append(([program] + arguments).joined(separator: " ")) }
      let result = program == "swift" ? self.build : self.check
      for text in result.stdout.split(separator: "\n") { line(String(text)) }
      return result
    }
  }
}

extension ExercisesSession {
  /// A session over a fixture with fake processes, a fixed stopwatch and no real pauses.
  static func fake(
    _ fixture: ExerciseFixture, console: CapturedConsole, processes: FakeProcesses,
    pause: @escaping @Sendable () async -> Void = {}, watchRounds: Int? = nil
  ) -> ExercisesSession {
    var session = ExercisesSession(folder: fixture.folder, console: console.console)
    // The learner runs the commands from the kit's folder, as the README and the exercises'
    // article say.
    session.workingDirectory = fixture.kit
    session.process = processes.process
    session.stopwatch = { { .milliseconds(2500) } }
    session.pause = pause
    session.watchRounds = watchRounds
    return session
  }
}

extension ExerciseFixture {
  /// What one fake `check` printed and ran.
  struct CheckRun {
    var status: ExitCode
    var stdout: String
    var programs: [String]
  }

  /// Runs `check` on this fixture with a fake build and check program, from a working
  /// directory (the kit's folder unless given).
  @MainActor
  func check(
    _ number: Int, build: RunResult,
    check: RunResult = .init(status: 1, stdout: failingOutput),
    from workingDirectory: URL? = nil
  ) async throws -> CheckRun {
    let console = CapturedConsole()
    let processes = FakeProcesses(build: build, check: check)
    var session = ExercisesSession.fake(self, console: console, processes: processes)
    if let workingDirectory { session.workingDirectory = workingDirectory }
    let status = try await session.check(number)
    return CheckRun(status: status, stdout: console.stdout, programs: processes.programs)
  }
}

/// A check's output in which every expectation held.
let passingOutput = "@@plan\t1\n@@begin\tThe name\n@@pass\tThe name\n@@end\t1\t1\n"

/// A check's output in which the first expectation failed.
let failingOutput = """
  @@plan\t1
  @@begin\tThe name
  @@fail\tThe name\tIt is still CalcState.
  @@lesson\tLessons/01-naming.md: names say what they hold.
  @@detail\t- CalcState
  @@end\t0\t1

  """
