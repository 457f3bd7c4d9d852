import KitSupport
import TestSupport
import Testing

@testable import CommandLineSupport

// lesson:doc-command begin
struct Greet: Command {
  static let configuration = CommandConfiguration(name: "greet", abstract: "Says hello.")

  @Option("--name", "NAME", help: "who to greet") var who = "world"

  func run(_ console: Console) throws(UsageError) -> ExitCode {
    console.write("Hello, \(who)!\n")
    return .success
  }
}
// lesson:doc-command end

// lesson:doc-option begin
enum Layout: String, CaseIterable, Sendable { case grid, seed }

struct Draw: Command {
  static let configuration = CommandConfiguration(name: "draw", abstract: "Draws.")

  @Option("--width", in: 24...200, help: "the screen width in columns") var width: Int?
  @Option("--layout", help: "the keypad layout") var layout = Layout.grid

  func run(_ console: Console) throws(UsageError) -> ExitCode { .success }
}
// lesson:doc-option end

// lesson:doc-flag begin
struct Reset: Command {
  static let configuration = CommandConfiguration(name: "reset", abstract: "Resets.")

  @Flag("--yes", short: "-y", help: "reset without asking") var yes = false

  func run(_ console: Console) throws(UsageError) -> ExitCode { .success }
}
// lesson:doc-flag end

// lesson:doc-argument begin
struct Remove: Command {
  static let configuration = CommandConfiguration(name: "remove", abstract: "Removes.")

  @Argument("NAME", help: "a pending snapshot") var names: [String]

  func run(_ console: Console) throws(UsageError) -> ExitCode { .success }
}
// lesson:doc-argument end

/// Every Swift example in CommandLineSupport's doc comments, compiled and run here.
///
/// Each example is a `lesson:doc-…` slice of this file; the doc-example check
/// in `LessonCheckingTests` holds every doc comment's example equal to a
/// slice. `print` here records instead of writing.
@MainActor
@Suite("CommandLineSupport's doc examples")
struct DocExamplesTests: DocExampleSuite {
  let printed = Printed()

  @Test("A command runs in memory with main(_:console:)")
  func command() async {
    let captured = CapturedConsole()
    let console = captured.console
    // lesson:doc-command-main begin
    let status = await Greet.main(["--name", "Ada"], console: console)
    // Writes "Hello, Ada!" and returns .success.
    // lesson:doc-command-main end
    #expect(status == .success)
    #expect(captured.stdout == "Hello, Ada!\n")
  }

  @Test("Option, read as a number and as one of an enumeration's cases")
  func option() throws {
    // lesson:doc-option-parse begin
    let draw = try Draw.parse(["--layout", "seed"])
    print(draw.layout)
    print(CommandText.usage(for: Draw.self, path: ["draw"]))
    // Prints "seed"
    // then "draw [<options>]"
    // lesson:doc-option-parse end
    #expect(printed.lines == ["seed", "draw [<options>]"])
  }

  @Test("Flag with a one-letter name")
  func flag() throws {
    // lesson:doc-flag-parse begin
    print(try Reset.parse(["-y"]).yes)
    // Prints "true"
    // lesson:doc-flag-parse end
    #expect(printed.lines == ["true"])
  }

  @Test("Argument of any number of words")
  func argument() throws {
    // lesson:doc-argument-parse begin
    print(CommandText.usage(for: Remove.self, path: ["remove"]))
    print(try Remove.parse(["a", "b"]).names)
    // Prints "remove [NAME ...]"
    // then "["a", "b"]"
    // lesson:doc-argument-parse end
    #expect(printed.lines == ["remove [NAME ...]", #"["a", "b"]"#])
  }

  @Test("ExitCode, named and printed as its number")
  func exitCode() {
    // lesson:doc-exit-code begin
    let status = ExitCode(rawValue: 64)
    print(status == .usage ? "usage: \(status)" : "other")
    // Prints "usage: 64"
    // lesson:doc-exit-code end
    #expect(printed.lines == ["usage: 64"])
  }

  @Test("CommandText.error(_:usage:)")
  func commandText() {
    // lesson:doc-command-text begin
    print(CommandText.error("Unknown option '--widht'. Did you mean '--width'?", usage: "x"))
    // Prints "Error: Unknown option '--widht'. Did you mean '--width'?"
    // then "Usage: x"
    // lesson:doc-command-text end
    #expect(
      printed.lines == ["Error: Unknown option '--widht'. Did you mean '--width'?\nUsage: x\n"])
  }

  @Test("A console in memory keeps what a command writes")
  func console() {
    // lesson:doc-console begin
    let lines = Locked<[String]>([])
    let console = Console(write: { text in lines.withLock { $0.append(text) } })
    console.write("hello\n")
    print(lines.withLock { $0 })
    // Prints "["hello\n"]"
    // lesson:doc-console end
    #expect(printed.lines == [#"["hello\n"]"#])
  }

  @Test("OutputChannel keeps a failed write for later instead of trapping")
  func outputChannel() {
    // lesson:doc-output-channel begin
    let output = OutputChannel.standardOutput
    output.write("hello\n")
    if let failure = output.failure { print(CommandText.writeFailed(failure)) }
    // lesson:doc-output-channel end
    #expect(printed.lines.isEmpty)
    #expect(output.failure == nil)
  }

  @Test("TerminalKeyDecoder reads an arrow as one key")
  func terminalKeyDecoder() {
    // lesson:doc-terminal-key-decoder begin
    var decoder = TerminalKeyDecoder()
    let keys = decoder.keys(from: Array("a\u{1B}[A\r".utf8))
    print(keys == [.character("a"), .sequence([0x1B, 0x5B, 0x41]), .enter])
    // Prints "true"
    // lesson:doc-terminal-key-decoder end
    #expect(printed.lines == ["true"])
  }
}
