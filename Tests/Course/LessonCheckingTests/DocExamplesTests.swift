import TestSupport
import Testing

@testable import LessonChecking

/// Every Swift example in LessonChecking's doc comments, compiled and run here; `print` records.
///
/// The doc-example check in `LessonCheckingTests` holds each doc comment's example equal to
/// its slice.
@Suite("LessonChecking's doc examples")
struct DocExamplesTests: DocExampleSuite {
  let printed = Printed()

  @Test("ViewOutline")
  func viewOutline() {
    // lesson:doc-view-outline begin
    let source = "var body: some View {\n  Text(\"1\")\n    .font(.title)\n}\n"
    print(ViewOutline.body(in: source) ?? [])
    // Prints ["Text", ".font"]
    // lesson:doc-view-outline end
    #expect(printed.lines == [#"["Text", ".font"]"#])
  }
}
