import Testing

@testable import CommandLineSupport

@Suite("Command text")
struct CommandTextTests {
  @Test(
    "Every usage error is one sentence in sentence case that quotes the input",
    arguments: [
      (
        UsageError.unknownOption("--widht", suggestion: "--width"),
        "Unknown option '--widht'. Did you mean '--width'?"
      ),
      (.unknownOption("--x\u{1B}[2J", suggestion: nil), "Unknown option '--x\\u{1B}[2J'"),
      (.missingValue(option: "--width", valueName: "N"), "Missing value for '--width N'"),
      (
        .flagWithValue(option: "--loading", value: "1"),
        "Option '--loading' takes no value, but was given '1'"
      ),
      (
        .invalidValue(option: "--width", value: "9\n9", .expected("a number")),
        "Invalid value '9\\n9' for '--width': expected a number"
      ),
      (
        .invalidValue(option: "--events", value: "x", .reason("step 1 'x' is not a step")),
        "Invalid value for '--events': step 1 'x' is not a step"
      ),
      (
        .invalidValue(
          option: "--scenario", value: "resett",
          .unknown(kind: "scenario", suggestion: "reset", seeAlso: "tool --list")),
        "Unknown scenario 'resett'. Did you mean 'reset'? See 'tool --list'"
      ),
      (
        .invalidValue(
          option: "--scenario", value: "zzz",
          .unknown(kind: "scenario", suggestion: nil, seeAlso: "tool --list")),
        "Unknown scenario 'zzz'. See 'tool --list'"
      ),
      (.unexpectedArgument("x"), "Unexpected argument 'x'"),
      (
        .unknownSubcommand("plya", suggestion: "play"),
        "Unknown subcommand 'plya'. Did you mean 'play'?"
      ),
      (.missingArgument("B"), "Missing expected argument 'B'"),
      (.misplacedSubcommand("play"), "Subcommand 'play' must come first, before any option"),
      (.missingSubcommand(choices: ["a", "b"]), "Missing subcommand; expected one of a, b"),
      (.needsOption("--storyboard", needs: "--events"), "Option '--storyboard' needs --events"),
      (
        .conflictingOptions("--events", "--scenario"),
        "Options '--events' and '--scenario' cannot be used together"
      ),
    ])
  func messages(error: UsageError, message: String) {
    #expect(error.message == message)
    #expect(error.exitCode == .usage)
  }

  @Test("Shortens very long input, so an error stays one short line")
  func shortensLongInput() {
    let error = UsageError.unknownOption(String(repeating: "x", count: 500), suggestion: nil)
    #expect(error.message.count < 120)
    #expect(error.message.contains("…"))
  }

  @Test("An error is 'Error: ' and the message, then the usage line when there is one")
  func errorLines() {
    #expect(CommandText.error("Bad", usage: "tool") == "Error: Bad\nUsage: tool\n")
    #expect(CommandText.error("Bad") == "Error: Bad\n")
  }

  @Test("Help lists the overview, usage, arguments, options with -h, --help and the subcommands")
  func help() {
    #expect(
      CommandText.help(for: TestTool.self, path: ["tool"]) == """
        OVERVIEW: Draws.

        USAGE: tool [<options>] [<subcommand>]

        OPTIONS:
          --width N           the width
          --state FILE        the state
          --layout grid|seed  the layout
          --loading           start loading
          -h, --help          show this help

        SUBCOMMANDS:
          play    Plays.
          lesson  Reads.
          diff    Compares.
          accept  Accepts.

          See 'tool <subcommand> --help' for detailed help.

        """)
    #expect(
      CommandText.help(for: TestTool.Lesson.self, path: ["tool", "lesson"]) == """
        OVERVIEW: Reads.

        USAGE: tool lesson [N]

        ARGUMENTS:
          N  the lesson

        OPTIONS:
          -h, --help  show this help

        """)
    #expect(
      CommandText.help(for: TestTool.Play.self, path: ["tool", "play"]).contains(
        "  -f, --fast  play fast\n"))
  }

  @Test("A write failure names the stream and the system's reason")
  func writeFailed() {
    let failure = WriteFailure(stream: "standard output", reason: "No space left on device")
    #expect(
      CommandText.writeFailed(failure)
        == "Cannot write to standard output: No space left on device")
  }
}
