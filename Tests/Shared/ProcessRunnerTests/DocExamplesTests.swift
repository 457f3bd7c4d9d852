import TestSupport
import Testing

@testable import ProcessRunner

/// Every Swift example in ProcessRunner's doc comments, compiled and run here.
///
/// Each example is a `lesson:doc-…` slice of this file; the doc-example check
/// in `LessonCheckingTests` holds every doc comment's example equal to a
/// slice. `print` here records instead of writing.
@Suite("ProcessRunner's doc examples")
struct DocExamplesTests: DocExampleSuite {
  let printed = Printed()

  @Test("ChildProcess runs a program and keeps its status and output")
  func childProcess() throws {
    // lesson:doc-child-process begin
    let script = ChildProcess("/bin/sh", ["-c", "echo hello; echo oops >&2; exit 3"])
    let result = try script.run()
    print([result.stdout, result.stderr, "\(result.status)"])
    // Prints "["hello\n", "oops\n", "3"]"
    // lesson:doc-child-process end
    #expect(printed.lines == [#"["hello\n", "oops\n", "3"]"#])
  }
}
