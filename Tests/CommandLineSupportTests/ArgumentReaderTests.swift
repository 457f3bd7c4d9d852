import Testing

@testable import CommandLineSupport

@Suite("Argument reader")
struct ArgumentReaderTests {
  let options: [OptionSpec] = [
    .value("--width", "N", ""), .value("--state", "FILE", ""), .flag("--loading", ""),
  ]

  var tool: CommandSpec {
    CommandSpec(
      name: "tool", abstract: "Draws.", options: options,
      subcommands: [
        CommandSpec(name: "play", abstract: "Plays.", options: [.flag("--fast", "")]),
        CommandSpec(
          name: "lesson", abstract: "Reads.", arguments: [ArgumentSpec("N", "", count: .optional)]),
        CommandSpec(
          name: "diff", abstract: "Compares.",
          arguments: [ArgumentSpec("A", ""), ArgumentSpec("B", "")]),
      ])
  }

  func parse(_ words: [String]) throws(UsageError) -> ParsedArguments {
    try ArgumentReader.parseOptions(words, options: options + [.help])
  }

  @Test(
    "accepts values after a space or an equals sign",
    arguments: [["--width", "30"], ["--width=30"], ["--width", "10", "--width=30"]])
  func values(arguments: [String]) throws {
    #expect(try parse(arguments).values == ["--width": "30"])
  }

  @Test("reads flags, words, a lone dash, -h as --help and everything after --")
  func flagsAndWords() throws {
    let parsed = try parse(["x", "--loading", "--state", "-", "-h", "--", "--width"])
    #expect(parsed.flags == ["--loading", "--help"])
    #expect(parsed.values == ["--state": "-"])
    #expect(parsed.positionals == ["x", "--width"])
  }

  @Test("takes a value that looks like a negative number or an empty string")
  func unusualValues() throws {
    #expect(try parse(["--width", "-5"]).values == ["--width": "-5"])
    #expect(try parse(["--width="]).values == ["--width": ""])
  }

  @Test(
    "rejects options it does not understand",
    arguments: [
      (["--widht", "3"], UsageError.unknownOption("--widht", suggestion: "--width")),
      (["--colour"], .unknownOption("--colour", suggestion: nil)),
      (["--zzzzzzzz"], .unknownOption("--zzzzzzzz", suggestion: nil)),
      (["--width"], .missingValue(option: "--width", valueName: "N")),
      (["--state", "--loading"], .missingValue(option: "--state", valueName: "FILE")),
      (["--state", "-h"], .missingValue(option: "--state", valueName: "FILE")),
      (["--loading=yes"], .flagWithValue(option: "--loading", value: "yes")),
    ])
  func rejects(arguments: [String], error: UsageError) {
    #expect(throws: error) { try parse(arguments) }
  }

  @Test("follows subcommand names and reads the subcommand's own options")
  func subcommands() throws {
    let play = try ArgumentReader.read(["play", "--fast"], for: tool)
    #expect(play.path == ["tool", "play"])
    #expect(play.subcommand == "play")
    #expect(play.arguments.has("--fast"))
    let drawing = try ArgumentReader.read(["--width", "30"], for: tool)
    #expect(drawing.subcommand == nil)
    #expect(drawing.arguments.values == ["--width": "30"])
  }

  @Test(
    "checks words against the command's arguments and subcommands",
    arguments: [
      (
        ["plya"], UsageError.unknownSubcommand("plya", suggestion: "play"),
        "tool [<options>] [<subcommand>]"
      ),
      (["play", "now"], .unexpectedArgument("now", suggestion: nil), "tool play [<options>]"),
      (
        ["play", "--width", "3"], .unknownOption("--width", suggestion: nil),
        "tool play [<options>]"
      ),
      (["lesson", "1", "2"], .unexpectedArgument("2", suggestion: nil), "tool lesson [N]"),
      (["diff", "a"], .missingArgument("B"), "tool diff A B"),
      (["--loading", "play"], .misplacedSubcommand("play"), "tool [<options>] [<subcommand>]"),
    ])
  func rejectsWords(words: [String], reason: UsageError, usage: String) {
    #expect(throws: RejectedCommandLine(reason: reason, usage: usage)) {
      try ArgumentReader.read(words, for: tool)
    }
  }

  @Test("-h or --help wins over every mistake, on every command")
  func help() throws {
    for words in [["-h"], ["--bogus", "--help"], ["play", "now", "-h"], ["diff", "--help"]] {
      let invocation = try ArgumentReader.read(words, for: tool)
      #expect(invocation.wantsHelp)
      #expect(invocation.help.contains("-h, --help"))
    }
  }

  @Test("a tool that needs a subcommand says which it has")
  func needsSubcommand() {
    var tool = self.tool
    tool.requiresSubcommand = true
    #expect(
      throws: RejectedCommandLine(
        reason: .missingSubcommand(choices: ["play", "lesson", "diff"]),
        usage: "tool [<options>] <subcommand>")
    ) { try ArgumentReader.read([], for: tool) }
  }
}
