import Testing

@testable import CalcCommandLine

@Suite("Command-line errors")
struct CommandLineErrorTests {
  @Test(
    "each error is one line with its exit status",
    arguments: [
      (
        CommandLineError.unknownOption("--x", suggestion: nil),
        "unknown option '--x'; see 'calc-render --help'", 64
      ),
      (.missingValue(option: "--width", expected: "N"), "option --width needs a value: N", 64),
      (
        .invalidValue(option: "--width", value: "9\n9", expected: "a number"),
        "invalid value '9\\n9' for --width: expected a number", 64
      ),
      (
        .flagWithValue(option: "--loading", value: "1"),
        "option --loading takes no value, but was given '1'", 64
      ),
      (
        .unexpectedArgument("plya", suggestion: "play"),
        "unexpected argument 'plya'; did you mean 'play'?; see 'calc-render --help'", 64
      ),
      (
        .cannotRead(path: "a.json", reason: "no such file"), "cannot read 'a.json': no such file",
        66
      ),
      (.notUTF8(source: "stdin"), "stdin is not UTF-8 text: expected a JSON state", 65),
      (.invalidJSON(source: "a", line: 2, column: 3, reason: "r"), "a:2:3: invalid JSON: r", 65),
    ] as [(CommandLineError, String, Int32)])
  func messages(error: CommandLineError, message: String, status: Int32) {
    #expect(error.message == message)
    #expect(error.exitCode == status)
    #expect(!error.message.contains("\n"))
  }

  @Test("shortens very long input")
  func shortensLongInput() {
    let error = CommandLineError.unknownOption(String(repeating: "x", count: 500), suggestion: nil)
    #expect(error.message.count < 120)
    #expect(error.message.contains("…"))
  }
}
