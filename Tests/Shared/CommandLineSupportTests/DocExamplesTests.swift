import KitSupport
import TestSupport
import Testing

@testable import CommandLineSupport

// lesson:doc-command begin
struct Greet: Command {
  static let configuration = CommandConfiguration(
    name: "greet", abstract: "Says hello.", options: [name])
  static let name = Option<String>("--name", "NAME", "who to greet")

  var who: String

  init(_ values: ParsedValues) throws(UsageError) {
    who = try values.value(of: Self.name) ?? "world"
  }

  func run(_ console: Console) throws(UsageError) -> Int32 {
    console.write("Hello, \(who)!\n")
    return ExitCode.success
  }
}
// lesson:doc-command end

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
    // Writes "Hello, Ada!" and returns 0.
    // lesson:doc-command-main end
    #expect(status == 0)
    #expect(captured.stdout == "Hello, Ada!\n")
  }

  @Test("Option, read as a number and as one of an enumeration's cases")
  func option() {
    // lesson:doc-option begin
    enum Layout: String, CaseIterable, Sendable { case grid, seed }
    let width = Option<Int>.integer("--width", in: 24...200, "the screen width in columns")
    let layout = Option<Layout>("--layout", "the keypad layout")
    print(width.spec.label)
    print(layout.spec.label)
    // Prints "--width N"
    // then "--layout grid|seed"
    // lesson:doc-option end
    #expect(printed.lines == ["--width N", "--layout grid|seed"])
  }

  @Test("Flag with a one-letter name")
  func flag() {
    // lesson:doc-flag begin
    let yes = Flag("--yes", short: "-y", "reset without asking")
    print(yes.spec.label)
    // Prints "-y, --yes"
    // lesson:doc-flag end
    #expect(printed.lines == ["-y, --yes"])
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
}
