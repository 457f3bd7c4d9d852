import TestSupport
import Testing

@testable import CommandLineSupport

/// Every Swift example in CommandLineSupport's doc comments, compiled and run here.
///
/// Each example is a `lesson:doc-…` slice of this file; the doc-example check
/// in `TestSupportTests` holds every doc comment's example equal to a
/// slice. `print` here records instead of writing.
@Suite("CommandLineSupport's doc examples")
struct DocExamplesTests: DocExampleSuite {
  let printed = Printed()

  @Test("CommandSpec and ArgumentReader")
  func commandSpec() throws {
    // lesson:doc-command-spec begin
    let tool = CommandSpec(
      name: "greet", abstract: "Says hello.",
      options: [.value("--name", "NAME", "who to greet")])
    let invocation = try ArgumentReader.read(["--name", "Ada"], for: tool)
    print(invocation.arguments.values["--name"] ?? "")
    // Prints "Ada"
    // lesson:doc-command-spec end
    #expect(printed.lines == ["Ada"])
  }

  @Test("OptionSpec.value(_:_:_:)")
  func optionSpec() {
    // lesson:doc-option-spec begin
    let width = OptionSpec.value("--width", "N", "the screen width in columns")
    // lesson:doc-option-spec end
    #expect(width.name == "--width")
    #expect(width.valueName == "N")
    #expect(width.help == "the screen width in columns")
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
