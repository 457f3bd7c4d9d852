import TestSupport
import Testing

@testable import TextWidth

/// Every Swift example in TextWidth's doc comments, compiled and run here.
///
/// Each example is a `lesson:doc-…` slice of this file; the doc-example check
/// in `LessonCheckingTests` holds every doc comment's example equal to a
/// slice. `print` here records instead of writing.
@Suite("TextWidth's doc examples")
struct DocExamplesTests: DocExampleSuite {
  let printed = Printed()

  @Test("TerminalWidth")
  func terminalWidth() {
    // lesson:doc-terminal-width begin
    print(TerminalWidth.columns(of: "Сумма 😀 中"))
    // Prints "11"
    // lesson:doc-terminal-width end
    #expect(printed.lines == ["11"])
  }
}
