import Foundation
import LessonReading
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
            status: 0,
            stdout: """
              0. First
                 The first lesson.
              1. Second
                 The second lesson.

              Read one with: swift run calc-render lesson N [--step]

              """, stderr: ""))
    }
  }

  @Test("lesson N prints the lesson with its blocks drawn by the code now")
  func show() async throws {
    try await withLessons { root in
      let result = await run(["lesson", "0"], from: root)
      let expected = Self.first.replacingOccurrences(
        of: "stale", with: "calc-render \(CalcRender.version)")
      #expect(result == RunResult(status: 0, stdout: expected + "\n", stderr: ""))
    }
  }

  @Test("lesson N --step waits for a line before each section and stops when input ends")
  func step() async throws {
    try await withLessons { root in
      let stopped = await run(["lesson", "0", "--step"], from: root)
      let firstSection = """
        # 0. First

        The first lesson.

        ```screen args="--version"
        calc-render \(CalcRender.version)
        ```


        """
      let prompt = "\n-- Enter: section 2 of 2 --\n"
      #expect(stopped == RunResult(status: 0, stdout: firstSection + prompt, stderr: ""))
      let read = await run(["lesson", "--step", "0"], from: root, lines: [""])
      #expect(read.stdout == firstSection + prompt + "## Try it\n\nRun it.\n")
    }
  }

  @Test(
    "A bad lesson number or argument is a usage error, with the command's usage line",
    arguments: [
      (
        ["lesson", "2"], "No lesson '2': expected a number from 0 to 1; see 'calc-render lessons'",
        "calc-render lesson [<options>] [N]"
      ),
      (
        ["lesson", "x"],
        "Invalid value 'x' for 'N': expected a lesson's number, as 'calc-render lessons' lists it",
        "calc-render lesson [<options>] [N]"
      ),
      (
        ["lesson"], "'lesson' needs a number from 0 to 1; see 'calc-render lessons'",
        "calc-render lesson [<options>] [N]"
      ),
      (["lesson", "0", "1"], "Unexpected argument '1'", "calc-render lesson [<options>] [N]"),
      (
        ["lesson", "0", "--stpe"], "Unknown option '--stpe'. Did you mean '--step'?",
        "calc-render lesson [<options>] [N]"
      ),
      (["lessons", "all"], "Unexpected argument 'all'", "calc-render lessons"),
    ])
  func badArguments(arguments: [String], message: String, usage: String) async throws {
    try await withLessons { root in
      let result = await run(arguments, from: root)
      #expect(
        result == RunResult(status: 64, stdout: "", stderr: "Error: \(message)\nUsage: \(usage)\n"))
    }
  }

  @Test("Without a lessons folder above the start, the error names where it searched")
  func notFound() {
    let start = URL(fileURLWithPath: "/")
    #expect(throws: CommandLineError.lessonsNotFound(searched: ["/"])) {
      try LessonFolder.locate(from: [start])
    }
    #expect(
      CommandLineError.lessonsNotFound(searched: ["/"]).message
        == "Cannot find the lessons: no folder holding Lessons/ and Package.swift above /")
    #expect(CommandLineError.lessonsNotFound(searched: ["/"]).exitCode == 66)
  }

  @Test("calc-render dispatches lessons from its own entry and finds this package's lessons")
  func realLessons() async throws {
    let result = await runCalcRender(["lessons"])
    #expect(result.status == 0)
    #expect(result.stdout.hasPrefix("0. Roles\n"))
    #expect(result.stdout.contains("9. Proofs\n"))
  }
}
