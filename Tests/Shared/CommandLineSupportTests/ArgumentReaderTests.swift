import Testing

@testable import CommandLineSupport

@Suite("Argument reader")
struct ArgumentReaderTests {
  /// The command a command line names, with its usage line.
  func read(_ words: [String]) throws -> (command: any Command, usage: String) {
    guard case .command(let command, let usage) = try ArgumentReader.read(words, for: TestTool.self)
    else {
      Issue.record("\(words) read as help")
      throw RejectedCommandLine(reason: .unexpectedArgument("help"), usage: "")
    }
    return (command, usage)
  }

  func tool(_ words: [String]) throws -> TestTool {
    try #require(try read(words).command as? TestTool)
  }

  @Test(
    "Accepts values after a space or an equals sign; the last one given wins",
    arguments: [["--width", "30"], ["--width=30"], ["--width", "100", "--width=30"]])
  func values(arguments: [String]) throws {
    #expect(try tool(arguments).width == 30)
  }

  @Test("Reads each option into its type: a number, a word, a case, a flag")
  func types() throws {
    let read = try tool(["--width", "24", "--state", "-", "--layout", "seed", "--loading"])
    #expect(read.width == 24)
    #expect(read.state == "-")
    #expect(read.layout == .seed)
    #expect(read.loading)
    let defaults = try tool([])
    #expect(defaults.width == nil && defaults.state == nil && !defaults.loading)
    #expect(defaults.layout == .grid)
  }

  @Test("A command made outside a command line has every option at its default")
  func madeAlone() {
    let tool = TestTool()
    #expect(tool.width == nil && tool.state == nil && tool.layout == .grid && !tool.loading)
    #expect(TestTool.Accept().names.isEmpty)
  }

  @Test("Lists the options in the order the command declares them, a group's in its place")
  func declarationOrder() {
    #expect(
      CommandText.help(for: Grouped.self, path: ["grouped"]).contains(
        """
        OPTIONS:
          --first N   the first
          --second N  the second
          --third N   the third
          --fourth    the fourth
          -h, --help  show this help
        """))
  }

  @Test("Of several values that are wrong, names the first the command declares")
  func firstInvalidValue() {
    #expect(
      throws: RejectedCommandLine(
        reason: .invalidValue(
          option: "--second", value: "x", .expected("a whole number from 1 to 9")),
        usage: "grouped [<options>]")
    ) { try Grouped.parse(["--third", "y", "--second", "x"]) }
  }

  @Test("Validates the options once they are read")
  func validates() throws {
    #expect(try Grouped.parse(["--first", "1", "--fourth"]).first == 1)
    #expect(
      throws: RejectedCommandLine(
        reason: .needsOption("--fourth", needs: "--first"), usage: "grouped [<options>]")
    ) { try Grouped.parse(["--fourth"]) }
  }

  @Test("Takes a value that looks like a negative number or an empty string")
  func unusualValues() throws {
    #expect(try tool(["--state", "-5"]).state == "-5")
    #expect(try tool(["--state="]).state == "")
  }

  @Test("Reads a one-letter name as the option it names")
  func shortNames() throws {
    #expect(try #require(try read(["play", "-f"]).command as? TestTool.Play).fast)
    #expect(try #require(try read(["play"]).command as? TestTool.Play).fast == false)
  }

  @Test("Gives words to the arguments in order, everything after -- included")
  func words() throws {
    let diff = try #require(try read(["diff", "a", "-"]).command as? TestTool.Diff)
    #expect(diff.files == ["a", "-"])
    let accept = try #require(
      try read(["accept", "x", "--", "--width"]).command as? TestTool.Accept)
    #expect(accept.names == ["x", "--width"])
    #expect(try #require(try read(["lesson", "3"]).command as? TestTool.Lesson).number == 3)
  }

  @Test(
    "Rejects what the command does not accept, with the usage line of that command",
    arguments: [
      (
        ["--widht", "3"], UsageError.unknownOption("--widht", suggestion: "--width"),
        "tool [<options>] [<subcommand>]"
      ),
      (
        ["--colour"], .unknownOption("--colour", suggestion: nil), "tool [<options>] [<subcommand>]"
      ),
      (
        ["--width"], .missingValue(option: "--width", valueName: "N"),
        "tool [<options>] [<subcommand>]"
      ),
      (
        ["--state", "--loading"], .missingValue(option: "--state", valueName: "FILE"),
        "tool [<options>] [<subcommand>]"
      ),
      (
        ["--loading=yes"], .flagWithValue(option: "--loading", value: "yes"),
        "tool [<options>] [<subcommand>]"
      ),
      (
        ["--width", "abc"],
        .invalidValue(option: "--width", value: "abc", .expected("a whole number from 24 to 200")),
        "tool [<options>] [<subcommand>]"
      ),
      (
        ["--layout", "list"],
        .invalidValue(option: "--layout", value: "list", .oneOf(["grid", "seed"])),
        "tool [<options>] [<subcommand>]"
      ),
      (
        ["plya"], .unknownSubcommand("plya", suggestion: "play"),
        "tool [<options>] [<subcommand>]"
      ),
      (["play", "now"], .unexpectedArgument("now"), "tool play [<options>]"),
      (
        ["play", "--width", "30"], .unknownOption("--width", suggestion: nil),
        "tool play [<options>]"
      ),
      (["lesson", "1", "2"], .unexpectedArgument("2"), "tool lesson [N]"),
      (
        ["lesson", "x"], .invalidValue(option: "N", value: "x", .expected("a lesson's number")),
        "tool lesson [N]"
      ),
      (["diff", "a"], .missingArgument("B"), "tool diff A B"),
      (["--loading", "play"], .misplacedSubcommand("play"), "tool [<options>] [<subcommand>]"),
    ])
  func rejects(words: [String], reason: UsageError, usage: String) {
    #expect(throws: RejectedCommandLine(reason: reason, usage: usage)) {
      try ArgumentReader.read(words, for: TestTool.self)
    }
  }

  @Test("-h or --help wins over every mistake, on every command, and gives its help")
  func help() throws {
    for words in [["-h"], ["--bogus", "--help"], ["play", "now", "-h"], ["diff", "--help"]] {
      guard case .help(let text) = try ArgumentReader.read(words, for: TestTool.self) else {
        Issue.record("\(words) did not ask for help")
        continue
      }
      #expect(text.contains("-h, --help"))
    }
  }

  @Test("A -h after -- is a word, not a request for help")
  func helpAfterDashes() throws {
    let accept = try #require(try read(["accept", "--", "-h"]).command as? TestTool.Accept)
    #expect(accept.names == ["-h"])
  }

  @Test("A tool that needs a subcommand says which it has")
  func needsSubcommand() {
    #expect(
      throws: RejectedCommandLine(
        reason: .missingSubcommand(choices: ["status", "diff"]), usage: "group <subcommand>")
    ) { try ArgumentReader.read([], for: Group.self) }
  }

  @Test("A command read alone with parse takes only its own words")
  func parse() throws {
    #expect(try TestTool.parse(["--width", "40"]).width == 40)
    #expect(
      throws: RejectedCommandLine(reason: .unexpectedArgument("x"), usage: "play [<options>]")
    ) {
      try TestTool.Play.parse(["x"])
    }
  }
}

/// A tool that does nothing alone.
private struct Group: Command {
  static let configuration = CommandConfiguration(
    name: "group", abstract: "Groups.", subcommands: [Status.self, TestTool.Diff.self],
    requiresSubcommand: true)

  func run(_ console: Console) throws(TestFailure) -> ExitCode { .usage }

  struct Status: Command {
    static let configuration = CommandConfiguration(name: "status", abstract: "Says.")

    func run(_ console: Console) throws(TestFailure) -> ExitCode { .success }
  }
}

/// A command whose options are its own around a group of options it stores.
private struct Grouped: Command {
  static let configuration = CommandConfiguration(name: "grouped", abstract: "Groups options.")

  /// Two options that sit between the command's own.
  struct Pair: Sendable {
    @Option("--second", in: 1...9, help: "the second") var second: Int?
    @Option("--third", in: 1...9, help: "the third") var third: Int?
  }

  @Option("--first", in: 1...9, help: "the first") var first: Int?
  var group = Pair()
  @Flag("--fourth", help: "the fourth") var fourth = false

  mutating func validate() throws(UsageError) {
    if fourth, first == nil { throw .needsOption($fourth.name, needs: $first.name) }
  }

  func run(_ console: Console) throws(TestFailure) -> ExitCode { .success }
}
