import TestSupport
import Testing

@testable import CalcCommandLine

/// Every Swift example in CalcCommandLine's doc comments, compiled and run here.
///
/// Each example is a `lesson:doc-…` slice of this file; the doc-example check in
/// `LessonCheckingTests` holds every doc comment's example equal to a slice. `print`
/// here records instead of writing.
@MainActor
@Suite("CalcCommandLine's doc examples")
struct DocExamplesTests: DocExampleSuite {
  let printed = Printed()

  @Test("CalcRender.main(_:console:) draws the screen for the numbers and returns .success")
  func calcRender() async {
    // The example writes to the real standard output; a captured run checks what it prints.
    // lesson:doc-calc-render begin
    let status = await CalcRender.main(["--numbers", "1,2,3"], console: .process)
    // Prints the screen with "1 + 2 + 3" and returns .success.
    // lesson:doc-calc-render end
    #expect(status == .success)
    let captured = CapturedConsole()
    #expect(await CalcRender.main(["--numbers", "1,2,3"], console: captured.console) == .success)
    #expect(captured.stdout.contains("1 + 2 + 3"))
    #expect(captured.stderr.isEmpty)
  }

  @Test("CodeHighlighter colours a keyword and a comment")
  func codeHighlighter() {
    // lesson:doc-code-highlighter begin
    let line = CodeHighlighter.highlight("let x = 1 // one", language: "swift")
    print(line == "\u{1B}[35mlet\u{1B}[0m x = 1 \u{1B}[2m// one\u{1B}[0m")
    // Prints "true"
    // lesson:doc-code-highlighter end
    #expect(printed.lines == ["true"])
  }
}
