import Testing

@testable import CommandLineSupport

@Suite("Command text")
struct CommandTextTests {
  let play = CommandSpec(
    name: "play", abstract: "Plays.", options: [.value("--width", "N", "the width")])
  var tool: CommandSpec {
    CommandSpec(
      name: "tool", abstract: "Draws a screen.", discussion: "More about it.",
      options: [.flag("--loading", "start loading")], subcommands: [play])
  }

  @Test(
    "every usage error is one sentence in sentence case that quotes the input",
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
      (.unexpectedArgument("x", suggestion: nil), "Unexpected argument 'x'"),
      (
        .unknownSubcommand("plya", suggestion: "play"),
        "Unknown subcommand 'plya'. Did you mean 'play'?"
      ),
      (.missingArgument("B"), "Missing expected argument 'B'"),
      (.misplacedSubcommand("play"), "Subcommand 'play' must come first, before any option"),
      (.missingSubcommand(choices: ["a", "b"]), "Missing subcommand; expected one of a, b"),
    ])
  func messages(error: UsageError, message: String) {
    #expect(error.message == message)
  }

  @Test("an error is 'Error: ' and the message, then the usage line when there is one")
  func errorLines() {
    #expect(CommandText.error("Bad", usage: "tool") == "Error: Bad\nUsage: tool\n")
    #expect(CommandText.error("Bad") == "Error: Bad\n")
  }

  @Test("help lists the overview, usage, options with -h, --help and the subcommands")
  func help() {
    #expect(
      CommandText.help(for: tool, path: ["tool"]) == """
        OVERVIEW: Draws a screen.

        More about it.

        USAGE: tool [<options>] [<subcommand>]

        OPTIONS:
          --loading   start loading
          -h, --help  show this help

        SUBCOMMANDS:
          play  Plays.

          See 'tool <subcommand> --help' for detailed help.

        """)
    #expect(
      CommandText.help(for: play, path: ["tool", "play"]) == """
        OVERVIEW: Plays.

        USAGE: tool play [<options>]

        OPTIONS:
          --width N   the width
          -h, --help  show this help

        """)
  }

  @Test("a write failure names the stream and the system's reason")
  func writeFailed() {
    let failure = WriteFailure(stream: "standard output", reason: "No space left on device")
    #expect(
      CommandText.writeFailed(failure)
        == "Cannot write to standard output: No space left on device")
  }
}
