import Foundation
import KitSupport
import ProcessRunner
import TestSupport
import Testing

@testable import CalcExercises

@Suite("Running exercises commands without building anything")
@MainActor
struct ExercisesSessionTests {
  @Test("The list shows a progress bar, the next thing to do, then each exercise done or to do")
  func list() async throws {
    let fixture = try ExerciseFixture()
    defer { fixture.remove() }
    try fixture.folder.save(ExerciseProgress(done: [2]))
    let console = CapturedConsole()
    let session = ExercisesSession.fake(
      fixture, console: console, processes: FakeProcesses(check: .init(status: 0, stdout: "")))
    #expect(try session.list() == .success)
    #expect(
      console.stdout == """
        Progress: ████████████░░░░░░░░░░░░░ 1 of 2 done: 1 of 2 exercises
        Next: Exercise 1 · Naming — Rename a type.
              swift run calc-render check 1

        Exercises (check one with 'swift run calc-render check N'):
           1  Naming  lesson 1      to do
           2  Guard   lessons 2, 9  done

        """)
  }

  @Test(
    "The list names a quiz as the next thing when it comes first, then lists drills and quizzes")
  func listWithQuizzesAndDrills() async throws {
    let fixture = try ExerciseFixture()
    defer { fixture.remove() }
    try fixture.writeQuiz()
    try fixture.write(
      ExerciseFixture.listJSON.replacingOccurrences(
        of: "\n]}",
        with: """
          ,
            {"number": 11, "title": "Reset label", "kind": "drill", "lessons": [8],
             "summary": "Judge the diffs.", "files": ["Sources/Drill11/Strings.swift"],
             "starterFails": "The suite", "hints": []}
          ]}
          """), to: "exercises.json")
    try fixture.folder.save(ExerciseProgress(done: [2], quizScores: [1: 1]))
    let console = CapturedConsole()
    let session = ExercisesSession.fake(
      fixture, console: console, processes: FakeProcesses(check: .init(status: 0, stdout: "")))
    #expect(try session.list() == .success)
    #expect(
      console.stdout == """
        Progress: ██████░░░░░░░░░░░░░░░░░░░ 1 of 4 done: 1 of 2 exercises, 0 of 1 drill, 0 of 1 quiz
        Next: Quiz 1 · Naming — 2 questions on lesson 1
              swift run calc-render quiz 1

        Exercises (check one with 'swift run calc-render check N'):
           1  Naming  lesson 1      to do
           2  Guard   lessons 2, 9  done

        Drills (review the diffs a change made; check, hint and reset as above):
          11  Reset label  lesson 8      to do

        Quizzes (take one with 'swift run calc-render quiz N'):
           1  Naming  2 questions   1 of 2 right

        """)
  }

  @Test("A build that compiles the kit's modules says why it is long and shows each module")
  func sharedBuild() async throws {
    let fixture = try ExerciseFixture()
    defer { fixture.remove() }
    let build = """
      Building for debugging...
      [12/29] Compiling Exercise01 Calculator.swift
      [14/30] Compiling KitSupport Locked.swift
      [15/30] Compiling KitSupport PackageRoot.swift
      [16/30] Compiling CalcCore Step.swift
      [28/30] Linking check-01
      Build of product 'check-01' complete! (63.1s)

      """
    let run = try await fixture.check(1, build: RunResult(status: 0, stdout: build))
    #expect(run.status == .failure)
    #expect(
      run.stdout.hasPrefix(
        CheckText.sharedBuild + """
            [14/30] Compiling KitSupport
            [16/30] Compiling CalcCore
            [28/30] Linking check-01
            Build of product 'check-01' complete! (63.1s)
          Exercise 1 · Naming (lesson 1)

          """))
    #expect(run.programs.first == "swift build --product check-01")
  }

  @Test(
    "A build of the exercise alone says nothing of a long build, even the first check of it")
  func ownBuild() async throws {
    let fixture = try ExerciseFixture()
    defer { fixture.remove() }
    let build = """
      Building for debugging...
      [3/7] Compiling Exercise02 Model.swift
      [5/7] Compiling check_02 main.swift
      [6/7] Linking check-02
      Build of product 'check-02' complete! (1.6s)

      """
    #expect(!FileManager.default.fileExists(atPath: fixture.folder.root.path + "/.build"))
    let run = try await fixture.check(2, build: RunResult(status: 0, stdout: build))
    #expect(run.status == .failure)
    #expect(run.stdout.hasPrefix("Exercise 2 · Guard (lessons 2, 9)\n"))
    #expect(!run.stdout.contains("Building"))
    #expect(!run.stdout.contains("Compiling"))
  }

  @Test("A failing check says which expectation failed, what the lesson says, and the time")
  func failing() async throws {
    let fixture = try ExerciseFixture()
    defer { fixture.remove() }
    try fixture.write("", to: ".build/debug/check-01")
    let console = CapturedConsole()
    let session = ExercisesSession.fake(
      fixture, console: console,
      processes: FakeProcesses(check: .init(status: 1, stdout: failingOutput)))
    #expect(try await session.check(nil) == .failure)
    #expect(
      console.stdout == """
        Exercise 1 · Naming (lesson 1)
          Edit: Lessons/Exercises/Sources/Exercise01/Calculator.swift
          ✗ The name
            It is still CalcState.
            - CalcState
          What the lesson says: Lessons/01-naming.md: names say what they hold.
          0 of 1 expectations hold; 1 fails · 2.5 s
          Stuck? swift run calc-render hint 1

        """)
    #expect(fixture.folder.progress().done.isEmpty)
  }

  @Test("A pass records the exercise as done and says what comes next")
  func passing() async throws {
    let fixture = try ExerciseFixture()
    defer { fixture.remove() }
    try fixture.write("", to: ".build/debug/check-01")
    let console = CapturedConsole()
    let session = ExercisesSession.fake(
      fixture, console: console,
      processes: FakeProcesses(check: .init(status: 0, stdout: passingOutput)))
    #expect(try await session.check(1) == .success)
    #expect(fixture.folder.progress().done == [1])
    #expect(console.stdout.contains("  Done: 1 of 1 expectations hold · 2.5 s\n"))
    #expect(console.stdout.contains("  Next: Exercise 2 · Guard — Use guard.\n"))
    #expect(console.stdout.contains("swift run calc-render check 2\n"))
  }

  @Test("After a pass, check and the list name the same next thing: the first on the path not done")
  func oneNextRule() async throws {
    let fixture = try ExerciseFixture()
    defer { fixture.remove() }
    try fixture.writeQuiz()
    try fixture.write("", to: ".build/debug/check-01")
    let checked = CapturedConsole()
    let session = ExercisesSession.fake(
      fixture, console: checked,
      processes: FakeProcesses(check: .init(status: 0, stdout: passingOutput)))
    #expect(try await session.check(1) == .success)
    let listed = CapturedConsole()
    let list = ExercisesSession.fake(
      fixture, console: listed, processes: FakeProcesses(check: .init(status: 0, stdout: "")))
    #expect(try list.list() == .success)
    let next = "Next: Quiz 1 · Naming — 2 questions on lesson 1\n"
    #expect(checked.stdout.contains("  " + next), "quiz 1 comes before exercise 2 on the path")
    #expect(listed.stdout.contains("\n" + next))
  }

  @Test("A pass with notes shows each under the verdict; the check still passes")
  func notes() async throws {
    let fixture = try ExerciseFixture()
    defer { fixture.remove() }
    try fixture.write("", to: ".build/debug/check-01")
    let output = passingOutput.replacingOccurrences(
      of: "@@end", with: "@@note\tLesson 2 writes it as a `guard`.\n@@end")
    let run = try await fixture.check(
      1, build: RunResult(status: 0, stdout: ""), check: .init(status: 0, stdout: output))
    #expect(run.status == .success)
    #expect(
      run.stdout.contains(
        "  Done: 1 of 1 expectations hold · 2.5 s\n  Note: Lesson 2 writes it as a `guard`.\n"
          + "  Next: Exercise 2"))
  }

  @Test("The count says how many expectations held, failed, and did not run after a failure")
  func notRun() async throws {
    let fixture = try ExerciseFixture()
    defer { fixture.remove() }
    try fixture.write("", to: ".build/debug/check-01")
    let output = """
      @@plan\t4
      @@begin\tFirst
      @@pass\tFirst
      @@begin\tSecond
      @@fail\tSecond\tIt is still CalcState.
      @@lesson\tLessons/01-naming.md: names say what they hold.
      @@end\t1\t4

      """
    let console = CapturedConsole()
    let session = ExercisesSession.fake(
      fixture, console: console,
      processes: FakeProcesses(check: .init(status: 1, stdout: output)))
    #expect(try await session.check(1) == .failure)
    #expect(
      console.stdout.contains(
        "  1 of 4 expectations hold; 1 fails, and 2 after it did not run: "
          + "a check stops at its first failure · 2.5 s\n"))
  }

  /// A failed build of exercise 1 as `swift build` prints it: each error twice (emitting
  /// the module, then compiling), out of line order, each with the lines it quotes.
  static func brokenBuild(root: String) -> String {
    let file = "\(root)/Sources/Exercise01/Calculator.swift"
    return """
      [9/16] Write sources
      error: emit-module command failed with exit code 1 (use -v to see invocation)
      [11/17] Emitting module Exercise01
      \(file):25:50: error: cannot find type 'CalcState' in scope
      23 |\u{20}
      24 | /// The data after a digit is tapped.
      25 | func afterTap(_ state: CalcState, digit: Int) -> CalcState {
         |                                                  `- error: cannot find type 'CalcState' in scope
      26 |   guard !state.flag, !state.busy else { return state }

      \(file):21:3: error: cannot find 'CalcState' in scope
      20 | func startingData() -> CalculatorData {
      21 |   CalcState(flag: false, list: [], text: "Введите числа", busy: false)
         |   `- error: cannot find 'CalcState' in scope
      22 | }

      [12/17] Compiling Exercise01 Calculator.swift
      \(file):25:50: error: cannot find type 'CalcState' in scope
      23 |\u{20}
      24 | /// The data after a digit is tapped.
      25 | func afterTap(_ state: CalcState, digit: Int) -> CalcState {
         |                                                  `- error: cannot find type 'CalcState' in scope
      26 |   guard !state.flag, !state.busy else { return state }

      \(file):25:24: error: cannot find type 'CalcState' in scope
      25 | func afterTap(_ state: CalcState, digit: Int) -> CalcState {
         |                        `- error: cannot find type 'CalcState' in scope

      """
  }

  @Test(
    "Code that does not compile gets each error once, in line order, quoted whole, at a path you can open"
  )
  func doesNotCompile() async throws {
    let fixture = try ExerciseFixture()
    defer { fixture.remove() }
    let build = RunResult(status: 1, stdout: Self.brokenBuild(root: fixture.folder.root.path))
    let run = try await fixture.check(
      1, build: build, check: .init(status: 0, stdout: passingOutput))
    #expect(run.status == .failure)
    let file = "Lessons/Exercises/Sources/Exercise01/Calculator.swift"
    #expect(
      run.stdout.contains(
        """
          ✗ Your code does not compile yet:
            \(file):21:3: error: cannot find 'CalcState' in scope
              20 | func startingData() -> CalculatorData {
              21 |   CalcState(flag: false, list: [], text: "Введите числа", busy: false)
                 |   `- error: cannot find 'CalcState' in scope
              22 | }
            \(file):25:24: error: cannot find type 'CalcState' in scope
              25 | func afterTap(_ state: CalcState, digit: Int) -> CalcState {
                 |                        `- error: cannot find type 'CalcState' in scope
            \(file):25:50: error: cannot find type 'CalcState' in scope
              23 |\u{20}
              24 | /// The data after a digit is tapped.
              25 | func afterTap(_ state: CalcState, digit: Int) -> CalcState {
                 |                                                  `- error: cannot find type 'CalcState' in scope
              26 |   guard !state.flag, !state.busy else { return state }
          2.5 s · Stuck? swift run calc-render hint 1

        """))
    #expect(!run.stdout.contains("emit-module"))
    #expect(run.programs.count == 1)
  }

  @Test("Errors only in the check's own code say that the check cannot call the learner's")
  func checkCannotCall() async throws {
    let fixture = try ExerciseFixture()
    defer { fixture.remove() }
    let check = "\(fixture.folder.root.path)/Sources/check-01/main.swift"
    let output = """
      \(check):40:23: error: actor-isolated property 'isLoadingOnStart' can not be referenced from the main actor
      40 |     guard !model.isLoadingOnStart else {
         |                  `- error: actor-isolated property 'isLoadingOnStart' can not be referenced from the main actor

      """
    let run = try await fixture.check(
      1, build: RunResult(status: 1, stdout: output), check: .init(status: 0, stdout: ""))
    #expect(run.status == .failure)
    #expect(
      run.stdout.contains(
        "  ✗ Your code compiles, but the check cannot call it: it uses what the starter declares"))
    #expect(run.stdout.contains("Lessons/Exercises/Sources/check-01/main.swift:40:23: error:"))
    #expect(!run.stdout.contains("does not compile yet"))
  }

  @Test(
    "The paths a check prints open from the folder it ran in: inside the exercise, or outside the kit",
    arguments: [("Lessons/Exercises/Sources/Exercise01", "Calculator.swift"), ("", "")])
  func pathsFromWhereItRan(inside: String, shown: String) async throws {
    let fixture = try ExerciseFixture()
    defer { fixture.remove() }
    let build = RunResult(status: 1, stdout: Self.brokenBuild(root: fixture.folder.root.path))
    let here =
      inside.isEmpty ? URL(fileURLWithPath: "/") : fixture.kit.appendingPathComponent(inside)
    let run = try await fixture.check(1, build: build, from: here)
    let file =
      shown.isEmpty
      ? fixture.folder.root.appendingPathComponent("Sources/Exercise01/Calculator.swift").path
      : shown
    #expect(run.stdout.contains("  Edit: \(file)\n"))
    #expect(run.stdout.contains("    \(file):21:3: error: cannot find 'CalcState' in scope\n"))
  }

  @Test("A check that crashes names the expectation it was running and the runtime's verdict")
  func crash() async throws {
    let fixture = try ExerciseFixture()
    defer { fixture.remove() }
    try fixture.write("", to: ".build/debug/check-01")
    let root = fixture.folder.root.path
    let output = """
      @@plan\t3
      @@begin\tThe name
      *** Program crashed: Illegal instruction at 0x1 ***
        2 [ra] 0x0000 total(of:) + 102 in check-01 at \(root)/Sources/Exercise01/Calculator.swift:2:11

      """
    let console = CapturedConsole()
    let session = ExercisesSession.fake(
      fixture, console: console,
      processes: FakeProcesses(
        check: RunResult(termination: .signal(4), standardOutput: Data(output.utf8))))
    #expect(try await session.check(1) == .failure)
    #expect(console.stdout.contains("  | Program crashed: Illegal instruction at 0x1\n"))
    #expect(
      console.stdout.contains(
        "total(of:) + 102 in check-01 at Lessons/Exercises/Sources/Exercise01/Calculator.swift:2:11"
      ))
    #expect(
      console.stdout.contains(
        "  ✗ The name\n    The check stopped here (signal 4). Your code stopped the program"))
    #expect(
      console.stdout.contains(
        "  0 of 3 expectations hold; 1 stopped the check, and 2 after it did not run"))
  }

  @Test("A check stopped at its time limit says that something in the code never ends")
  func timedOut() async throws {
    let fixture = try ExerciseFixture()
    defer { fixture.remove() }
    try fixture.write("", to: ".build/debug/check-01")
    let console = CapturedConsole()
    let stopped = RunResult(
      termination: .signal(SIGTERM), timedOut: true,
      standardOutput: Data("@@begin\tThe name\n".utf8))
    let session = ExercisesSession.fake(
      fixture, console: console, processes: FakeProcesses(check: stopped))
    #expect(try await session.check(1) == .failure)
    #expect(
      console.stdout.contains(
        "The check stopped here (stopped after 30 s). Something in your code never ends"))
  }

  @Test("A check that ends without a verdict shows its last lines and says so")
  func noVerdict() async throws {
    let fixture = try ExerciseFixture()
    defer { fixture.remove() }
    try fixture.write("", to: ".build/debug/check-01")
    let console = CapturedConsole()
    let session = ExercisesSession.fake(
      fixture, console: console,
      processes: FakeProcesses(check: .init(status: 127, stdout: "cannot run check-01\n")))
    #expect(try await session.check(1) == .failure)
    #expect(console.stdout.hasPrefix("  | cannot run check-01\n"))
    #expect(
      console.stdout.contains(
        "  ✗ The check ended without a verdict (exit status 127); its last lines are above.\n"))
  }

  @Test("Hints come one per command, then the command says there are no more")
  func hints() async throws {
    let fixture = try ExerciseFixture()
    defer { fixture.remove() }
    let console = CapturedConsole()
    let session = ExercisesSession.fake(
      fixture, console: console, processes: FakeProcesses(check: .init(status: 0, stdout: "")))
    for _ in 0..<3 { #expect(try session.hint(1) == .success) }
    #expect(
      console.stdout == """
        Exercise 1 · Naming, hint 1 of 2:
          First hint.
          Another hint: swift run calc-render hint 1
        Exercise 1 · Naming, hint 2 of 2:
          Second hint.
        Exercise 1 · Naming: you have seen all 2 hints. \
        The reference solution is in Lessons/Exercises/Solutions/Sources/Exercise01/.

        """)
  }

  @Test("Reset with no terminal and no --yes refuses, and changes nothing")
  func resetRefuses() async throws {
    let fixture = try ExerciseFixture()
    defer { fixture.remove() }
    try fixture.write("edited\n", to: "Sources/Exercise01/Calculator.swift")
    let session = ExercisesSession.fake(
      fixture, console: CapturedConsole(isInteractive: false),
      processes: FakeProcesses(check: .init(status: 0, stdout: "")))
    #expect(throws: ExerciseError.resetNeedsConfirmation(1)) {
      try session.reset(1, yes: false)
    }
    #expect(fixture.read("Sources/Exercise01/Calculator.swift") == "edited\n")
  }

  @Test("Reset asks first; anything but yes keeps the learner's work", arguments: ["n", "", "no"])
  func resetDeclined(answer: String) async throws {
    let fixture = try ExerciseFixture()
    defer { fixture.remove() }
    try fixture.write("edited\n", to: "Sources/Exercise01/Calculator.swift")
    let console = CapturedConsole(lines: [answer], isInteractive: true)
    let session = ExercisesSession.fake(
      fixture, console: console, processes: FakeProcesses(check: .init(status: 0, stdout: "")))
    #expect(try session.reset(1, yes: false) == .success)
    #expect(console.stdout.hasPrefix("Reset Exercise 1 · Naming? Your changes to "))
    #expect(console.stdout.hasSuffix("[y/N] Nothing changed.\n"))
    #expect(fixture.read("Sources/Exercise01/Calculator.swift") == "edited\n")
  }

  @Test("Reset after a yes restores the starter and forgets progress", arguments: ["y", "Yes"])
  func resetAccepted(answer: String) async throws {
    let fixture = try ExerciseFixture()
    defer { fixture.remove() }
    try fixture.write("edited\n", to: "Sources/Exercise01/Calculator.swift")
    try fixture.folder.save(ExerciseProgress(done: [1], hintsShown: [1: 2]))
    let console = CapturedConsole(lines: [answer], isInteractive: true)
    let session = ExercisesSession.fake(
      fixture, console: console, processes: FakeProcesses(check: .init(status: 0, stdout: "")))
    #expect(try session.reset(1, yes: false) == .success)
    #expect(fixture.read("Sources/Exercise01/Calculator.swift") == "struct CalcState {}\n")
    #expect(fixture.folder.progress() == ExerciseProgress())
  }

  @Test("Watch checks once, then again only after a file is saved")
  func watch() async throws {
    let fixture = try ExerciseFixture()
    defer { fixture.remove() }
    try fixture.write("", to: ".build/debug/check-01")
    let saved = fixture.folder.root.appendingPathComponent("Sources/Exercise01/Calculator.swift")
    let rounds = Counter()
    let processes = FakeProcesses(check: .init(status: 1, stdout: failingOutput))
    let session = ExercisesSession.fake(
      fixture, console: CapturedConsole(), processes: processes,
      pause: {
        // The learner saves during the second pause only.
        if rounds.next() == 2 {
          try? FileManager.default.setAttributes(
            [.modificationDate: Date(timeIntervalSinceNow: 60)], ofItemAtPath: saved.path)
        }
      },
      watchRounds: 4)
    #expect(try await session.watch(1) == .failure)
    #expect(processes.programs.filter { $0.hasPrefix("swift build") }.count == 2)
  }

  @Test(
    "On a terminal, watch clears the screen before each verdict; into a pipe it never does",
    arguments: [true, false])
  func watchClears(terminal: Bool) async throws {
    let fixture = try ExerciseFixture()
    defer { fixture.remove() }
    try fixture.write("", to: ".build/debug/check-01")
    let saved = fixture.folder.root.appendingPathComponent("Sources/Exercise01/Calculator.swift")
    let console = CapturedConsole()
    var session = ExercisesSession.fake(
      fixture, console: console,
      processes: FakeProcesses(check: .init(status: 1, stdout: failingOutput)),
      pause: {
        try? FileManager.default.setAttributes(
          [.modificationDate: Date(timeIntervalSinceNow: 60)], ofItemAtPath: saved.path)
      },
      watchRounds: 1)
    session.clearsScreen = terminal
    #expect(try await session.watch(1) == .failure)
    let rounds = console.stdout.components(separatedBy: "Watching Exercise 1 · Naming").count - 1
    #expect(rounds == 2, "a verdict at the start and one after the save")
    let cleared =
      console.stdout.components(separatedBy: CheckText.clearScreen + "Watching").count - 1
    #expect(cleared == (terminal ? 2 : 0))
    #expect(!terminal || console.stdout.hasPrefix(CheckText.clearScreen))
  }

  @Test("With every exercise done, check without a number says to name one")
  func allDone() async throws {
    let fixture = try ExerciseFixture()
    defer { fixture.remove() }
    try fixture.folder.save(ExerciseProgress(done: [1, 2]))
    let session = ExercisesSession.fake(
      fixture, console: CapturedConsole(),
      processes: FakeProcesses(check: .init(status: 0, stdout: "")))
    await #expect(throws: ExerciseError.allDone) { try await session.check(nil) }
    #expect(throws: ExerciseError.noSuchExercise(3, count: 2)) { try session.hint(3) }
  }
}

/// Counts calls from any thread.
final class Counter: Sendable {
  private let count = Locked(0)

  /// Adds one and returns the new count.
  func next() -> Int {
    count.withLock { count in
      count += 1
      return count
    }
  }
}
