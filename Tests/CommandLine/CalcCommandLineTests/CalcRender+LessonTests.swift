import Foundation
import LessonReading
import ProcessRunner
import TestSupport
import Testing

@testable import CalcCommandLine

@MainActor
@Suite("calc-render lessons and lesson N, run in memory", .backstopTimeLimit)
struct CalcRenderLessonTests {
  static let first = """
    # 0. First

    The first lesson.

    ```screen args="--version"
    stale
    ```

    ## Try it

    Run it.
    """

  static let second = "# 1. Second\n\nThe second lesson.\n"

  /// A package folder with two lessons, removed when the test ends.
  func withLessons(_ body: (URL) async throws -> Void) async throws {
    let files = [
      "Lessons/00-first.md": Self.first, "Lessons/01-second.md": Self.second,
      "Lessons/notes.txt": "",
    ]
    try await TestPackage.withTemporaryPackage(files, body)
  }

  func run(_ arguments: [String], from start: URL, lines: [String] = []) async -> RunResult {
    let capture = CapturedConsole(lines: lines, workingDirectory: start)
    let status = await CalcRender.main(arguments, console: capture.console)
    return RunResult(status: status, stdout: capture.stdout, stderr: capture.stderr)
  }

  @Test("lessons lists every lesson's number, title and summary")
  func list() async throws {
    try await withLessons { root in
      let result = await run(["lessons"], from: root.appendingPathComponent("Lessons"))
      #expect(
        result
          == RunResult(
            status: .success,
            stdout: """
              0. First
                 The first lesson.
              1. Second
                 The second lesson.

              Read one with: swift run calc-render lesson N [--step], N its number or its name, such as 'first'

              """, stderr: ""))
    }
  }

  /// The first lesson as a reader sees it, its screen drawn now, in plain text.
  static let firstShown = """
    # 0. First

    The first lesson.

    ```
    calc-render \(CalcRender.version)
    ```


    """

  @Test(
    "lesson N prints the lesson with its blocks drawn by the code now, and no fence metadata",
    arguments: ["0", "00", "first", "First"])
  func show(lesson: String) async throws {
    try await withLessons { root in
      let result = await run(["lesson", lesson], from: root)
      let expected = Self.firstShown + "## Try it\n\nRun it.\n"
      #expect(result == RunResult(status: .success, stdout: expected, stderr: ""))
    }
  }

  @Test("With colour, code loses its fences and is indented and highlighted; headings are bold")
  func colour() async throws {
    let lesson = """
      # 0. First

      ```swift source=Sources/A.swift#a
      let a = 1 // one
      ```

      ```screen args="--version"
      stale
      ```
      """
    let files = [
      "Lessons/00-first.md": lesson,
      "Sources/A.swift": "// lesson:a begin\nlet a = 1 // one\n// lesson:a end\n",
    ]
    try await TestPackage.withTemporaryPackage(files) { root in
      let capture = CapturedConsole(workingDirectory: root)
      var console = capture.console
      console.usesColour = true
      #expect(await CalcRender.main(["lesson", "0"], console: console) == .success)
      let plain = "\u{1B}[0m"
      #expect(
        capture.stdout == """
          \u{1B}[1m# 0. First\(plain)

              \u{1B}[35mlet\(plain) a = 1 \u{1B}[2m// one\(plain)

              calc-render \(CalcRender.version)

          """)
    }
  }

  @Test("lesson N --step waits for a line before each section; input's end or q stops it")
  func step() async throws {
    try await withLessons { root in
      let prompt = "\n-- Enter: section 2 of 2; q: quit --\n"
      let stopped = await run(["lesson", "0", "--step"], from: root)
      #expect(stopped == RunResult(status: .success, stdout: Self.firstShown + prompt, stderr: ""))
      let read = await run(["lesson", "--step", "0"], from: root, lines: [""])
      #expect(read.stdout == Self.firstShown + prompt + "## Try it\n\nRun it.\n")
      let quit = await run(["lesson", "--step", "0"], from: root, lines: [" Q "])
      #expect(quit.stdout == Self.firstShown + prompt)
    }
  }

  @Test(
    "At a terminal, --step reads one key: q, Ctrl-C or Ctrl-D quits, any other key goes on",
    arguments: [
      ("q", false), ("Q", false), ("\u{03}", false), ("\u{04}", false), ("", false),
      ("\r", true), (" ", true),
    ])
  func stepKeys(key: String, goesOn: Bool) async throws {
    try await withLessons { root in
      let capture = CapturedConsole(keys: key, workingDirectory: root)
      #expect(
        await CalcRender.main(["lesson", "0", "--step"], console: capture.console) == .success)
      let rest = goesOn ? "## Try it\n\nRun it.\n" : ""
      let prompt = "\n-- Enter: section 2 of 2; q: quit --\n"
      #expect(capture.stdout == Self.firstShown + prompt + rest)
    }
  }

  @Test(
    "A bad lesson number or argument is a usage error, with the command's usage line",
    arguments: [
      (
        ["lesson", "2"], "No lesson '2': expected a number from 0 to 1 or a name: first, second",
        "calc-render lesson [<options>] [LESSON]"
      ),
      (
        ["lesson", "secnd"],
        "No lesson 'secnd'. Did you mean 'second'? Expected a number from 0 to 1 or a name: "
          + "first, second",
        "calc-render lesson [<options>] [LESSON]"
      ),
      (
        ["lesson"],
        "'lesson' needs a lesson's number from 0 to 1 or its name; see 'calc-render lessons'",
        "calc-render lesson [<options>] [LESSON]"
      ),
      (
        ["lesson", "0", "1"], "Unexpected argument '1'", "calc-render lesson [<options>] [LESSON]"
      ),
      (
        ["lesson", "0", "--stpe"], "Unknown option '--stpe'. Did you mean '--step'?",
        "calc-render lesson [<options>] [LESSON]"
      ),
      (["lessons", "all"], "Unexpected argument 'all'", "calc-render lessons"),
    ])
  func badArguments(arguments: [String], message: String, usage: String) async throws {
    try await withLessons { root in
      let result = await run(arguments, from: root)
      #expect(
        result
          == RunResult(status: .usage, stdout: "", stderr: "Error: \(message)\nUsage: \(usage)\n"))
    }
  }

  @Test("Without a lessons folder above the start, the error names where it searched")
  func notFound() {
    let start = URL(fileURLWithPath: "/")
    #expect(throws: LessonFolderError.notFound(searched: ["/"])) {
      try LessonFolder.locate(from: [start])
    }
    let error = CommandLineError.lessonsNotFound(.notFound(searched: ["/"]))
    #expect(
      error.message
        == "Cannot find the lessons: no folder holding Lessons/ and Package.swift above /")
    #expect(error.exitCode == .noInput)
  }

  @Test("calc-render dispatches lessons from its own entry and finds this package's lessons")
  func realLessons() async throws {
    let result = await runCalcRender(["lessons"])
    #expect(result.status == .success)
    #expect(result.stdout.hasPrefix("0. Roles\n"))
    #expect(result.stdout.contains("11. Proofs\n"))
  }
}

@Suite(
  "calc-render lesson --step, driven in tmux",
  .enabled(if: TmuxSession.tmux != nil, "tmux is not installed; .ci/run installs it"),
  .enabled(if: calcRenderPath != nil, "calc-render is not built"),
  // A backstop for the one step without a deadline, opening the pane's FIFO.
  .backstopTimeLimit)
struct CalcRenderLessonTerminalTests {
  @Test("At a terminal, lesson 2 shows plain fences and drawn screens, and q quits at once")
  func stepsAndQuits() throws {
    let root = try TestPackage.root()
    let command = TmuxSession.reportingRestore(
      "NO_COLOR=1 timeout --foreground 20 '\(calcRenderPath ?? "calc-render")' lesson guard --step")
    let pane = try TmuxSession(command: "cd '\(root.path)' && " + command)
    try pane.wait(for: "-- Enter: section 2 of ")
    try pane.send("Enter")
    try pane.wait(for: "-- Enter: section 3 of ")
    try pane.send("q")
    try pane.wait(for: "exit=0 restored=yes")
    #expect(pane.transcript.contains("```swift"))
    #expect(!pane.transcript.contains("seed="))
    #expect(!pane.transcript.contains("-- Enter: section 4 of "))
  }
}
