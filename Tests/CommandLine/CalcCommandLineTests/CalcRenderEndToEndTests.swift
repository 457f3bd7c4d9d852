import CommandLineSupport
import Foundation
import ProcessRunner
import TestSupport
import Testing

/// The built `calc-render`, or `nil` when the build products cannot be found.
let calcRenderPath = BuiltProduct.path(of: "calc-render")

@Suite(
  "calc-render, run as a process", .endToEnd,
  .enabled(if: calcRenderPath != nil, "calc-render is not built"))
struct CalcRenderEndToEndTests {
  func run(_ arguments: [String], input: Data = Data()) throws -> RunResult {
    try BuiltProduct.run(try #require(calcRenderPath), arguments, input: input)
  }

  @Test("Draws a screen on stdout and exits 0")
  func drawsScreen() throws {
    let result = try run(["--numbers", "1,2,3"])
    #expect(result.status == .success)
    #expect(result.stderr == "")
    #expect(result.stdout.contains("|              1 + 2 + 3               |\n"))
  }

  @Test("Replaces the screen on the seed's view model: the new one loads from the start")
  func replacesTheScreen() throws {
    let result = try run([
      "--events", "wait 3s 1 2 replace", "--format", "json", "--model", "before",
    ])
    #expect(
      result
        == RunResult(
          status: .success,
          stdout:
            #"{"isLoadingOnStart":true,"numbers":[],"result":"Введите числа","isCalculating":false}"#
            + "\n", stderr: ""))
  }

  @Test("Reads a state from stdin")
  func readsStdin() throws {
    let result = try run(
      ["--state", "-"], input: Data(#"{"isLoadingOnStart":false,"numbers":[8]}"#.utf8))
    #expect(result.status == .success)
    #expect(result.stdout.contains("| 8 |") || result.stdout.contains(" 8 "))
  }

  @Test(
    "Fails with a message and a status, and prints nothing on stdout",
    arguments: [
      (
        ["--frobnicate"], .usage,
        "Error: Unknown option '--frobnicate'\nUsage: calc-render [<options>] [<subcommand>]\n"
      ),
      (
        ["--state", "/nonexistent/state.json"], .noInput,
        "Error: Cannot read '/nonexistent/state.json': no such file\n"
      ),
      (["--state", "/"], .noInput, "Error: Cannot read '/': it is a folder, expected a file\n"),
    ] as [([String], ExitCode, String)])
  func fails(arguments: [String], status: ExitCode, stderr: String) throws {
    #expect(try run(arguments) == RunResult(status: status, stdout: "", stderr: stderr))
  }

  @Test("Rejects invalid UTF-8 on stdin with status 65")
  func invalidUTF8() throws {
    let result = try run(["--state", "-"], input: Data([0xC3, 0x28]))
    #expect(
      result
        == RunResult(
          status: .data, stdout: "",
          stderr: "Error: stdin is not UTF-8 text: expected a JSON state\n"))
  }

  @Test(
    "reset -y and reset --yes put an exercise back without asking, in the kit they run in",
    arguments: [["reset", "-y"], ["reset", "1", "--yes"]])
  func resetWithoutAsking(arguments: [String]) async throws {
    let file = "Lessons/Exercises/Sources/Exercise01/Calculator.swift"
    let files = [
      "Lessons/Exercises/exercises.json": """
      {"exercises": [{"number": 1, "title": "Naming", "lessons": [1], "summary": "Rename.",
        "files": ["Sources/Exercise01/Calculator.swift"], "starterFails": "The name",
        "hints": ["A hint."]}]}
      """,
      "Lessons/Exercises/Starters/Sources/Exercise01/Calculator.swift": "struct CalcState {}\n",
      file: "struct Edited {}\n",
    ]
    try await TestPackage.withTemporaryPackage(files) { kit in
      let result = try BuiltProduct.run(try #require(calcRenderPath), arguments, in: kit)
      #expect(
        result
          == RunResult(
            status: .success,
            stdout: "Exercise 1 · Naming is back as it started; its hints start over.\n",
            stderr: ""))
      let restored = try String(contentsOf: kit.appendingPathComponent(file), encoding: .utf8)
      #expect(restored == "struct CalcState {}\n")
    }
  }
}
