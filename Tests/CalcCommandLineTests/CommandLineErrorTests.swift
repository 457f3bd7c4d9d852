import CommandLineSupport
import Testing

@testable import CalcCommandLine

@Suite("Command-line errors")
struct CommandLineErrorTests {
  @Test(
    "each error is one sentence with its exit status",
    arguments: [
      (CommandLineError.unknownOption("--x", suggestion: nil), "Unknown option '--x'", 64),
      (
        .usage(.missingValue(option: "--width", valueName: "N")), "Missing value for '--width N'",
        64
      ),
      (
        .invalidValue(option: "--width", value: "9\n9", expected: "a number"),
        "Invalid value '9\\n9' for '--width': expected a number", 64
      ),
      (
        .unexpectedArgument("plya", suggestion: "play"),
        "Unexpected argument 'plya'. Did you mean 'play'?", 64
      ),
      (
        .unknownScenario("zzz", suggestion: nil),
        "Unknown scenario 'zzz'. See 'calc-render --list-scenarios'", 64
      ),
      (
        .cannotRead(path: "a.json", reason: "no such file"), "Cannot read 'a.json': no such file",
        66
      ),
      (.notUTF8(source: "stdin"), "stdin is not UTF-8 text: expected a JSON state", 65),
      (
        .tooLarge(source: "stdin", limit: 1 << 20),
        "stdin is larger than 1 MiB: expected a JSON state of at most 1048576 bytes", 65
      ),
      (.invalidJSON(source: "a", line: 2, column: 3, reason: "r"), "a:2:3: invalid JSON: r", 65),
      (
        .readFailed(source: "stdin", reason: "it is a folder, expected a JSON state"),
        "Cannot read stdin: it is a folder, expected a JSON state", 74
      ),
    ] as [(CommandLineError, String, Int32)])
  func messages(error: CommandLineError, message: String, status: Int32) {
    #expect(error.message == message)
    #expect(error.exitCode == status)
    #expect(!error.message.contains("\n"))
  }

  @Test("a usage error is followed by the usage line; other errors are one line")
  func text() {
    #expect(
      CommandLineError.unknownOption("--x", suggestion: nil).text(usage: "calc-render")
        == "Error: Unknown option '--x'\nUsage: calc-render\n")
    #expect(
      CommandLineError.notUTF8(source: "stdin").text(usage: "calc-render")
        == "Error: stdin is not UTF-8 text: expected a JSON state\n")
  }

  @Test("shortens very long input")
  func shortensLongInput() {
    let error = CommandLineError.unknownOption(String(repeating: "x", count: 500), suggestion: nil)
    #expect(error.message.count < 120)
    #expect(error.message.contains("…"))
  }
}
