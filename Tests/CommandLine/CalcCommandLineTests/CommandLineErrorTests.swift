import CommandLineSupport
import Testing

@testable import CalcCommandLine

@Suite("Command-line errors")
struct CommandLineErrorTests {
  @Test(
    "Each error is one sentence with its exit status",
    arguments: [
      (
        CommandLineError.notATerminal,
        "'play' needs a terminal on standard input; to run steps without one, use '--events'",
        .usage
      ),
      (
        .unreadable(.file("a.json"), .noSuchFile), "Cannot read 'a.json': no such file", .noInput
      ),
      (
        .unreadable(.file("a\u{1B}.json"), .notAFile(.device)),
        "Cannot read 'a\\u{1B}.json': it is a device, expected a file", .noInput
      ),
      (
        .unreadable(.file("a.json"), .failed(reason: "Input/output error")),
        "Cannot read 'a.json': Input/output error", .ioError
      ),
      (
        .unreadable(.standardInput, .notAFile(.folder)),
        "Cannot read stdin: it is a folder, expected a JSON state", .ioError
      ),
      (.notUTF8(source: "stdin"), "stdin is not UTF-8 text: expected a JSON state", .data),
      (
        .tooLarge(source: "stdin", limit: 1 << 20),
        "stdin is larger than 1 MiB: expected a JSON state of at most 1048576 bytes", .data
      ),
      (.invalidJSON(source: "a", line: 2, column: 3, reason: "r"), "a:2:3: invalid JSON: r", .data),
      (
        .noSuchLesson("12", range: 0...1, names: ["roles", "task"]),
        "No lesson '12': expected a number from 0 to 1 or a name: roles, task", .usage
      ),
      (
        .noSuchLesson("tsak", range: 0...1, names: ["roles", "task"]),
        "No lesson 'tsak'. Did you mean 'task'? Expected a number from 0 to 1 or a name: "
          + "roles, task", .usage
      ),
      (
        .missingLesson(range: 0...9),
        "'lesson' needs a lesson's number from 0 to 9 or its name; see 'calc-render lessons'",
        .usage
      ),
      (
        .exercise(.noSuchExercise(12, count: 10)),
        "No exercise '12': expected a number from 1 to 10; see 'calc-render exercises'", .usage
      ),
      (
        .exercise(.allDone),
        "Every exercise is done; name one to check it again, such as 'calc-render check 1'", .usage
      ),
      (
        .exercise(.fileFailure(path: "/kit/.progress", reason: "disk full")),
        "Cannot write '/kit/.progress': disk full", .ioError
      ),
      (
        .exercise(.notFound(searched: "/")),
        "Cannot find Lessons/Exercises/exercises.json in / or any folder above it; "
          + "run this from the calc kit's folder", .noInput
      ),
    ] as [(CommandLineError, String, ExitCode)])
  func messages(error: CommandLineError, message: String, status: ExitCode) {
    #expect(error.message == message)
    #expect(error.exitCode == status)
    #expect(!error.message.contains("\n"))
  }

  @Test("A path is quoted whole, however long, so it can be opened")
  func longPaths() {
    let path = "/" + String(repeating: "folder/", count: 20) + "s.json"
    #expect(
      CommandLineError.unreadable(.file(path), .noSuchFile).message
        == "Cannot read '\(path)': no such file")
  }
}
