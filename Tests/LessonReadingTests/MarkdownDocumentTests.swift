import Testing

@testable import LessonReading

@Suite("Markdown documents")
struct MarkdownDocumentTests {
  @Test("A block that never closes is an error naming its fence")
  func unclosedBlock() {
    #expect(throws: LessonError.unclosedBlock(file: "Lessons/01-test.md", line: 3)) {
      try MarkdownDocument("# 1. Test\n\n```swift\nlet x = 1\n", path: "Lessons/01-test.md")
    }
    #expect(
      LessonError.unclosedBlock(file: "Lessons/01-test.md", line: 3).message
        == "Lessons/01-test.md:3: code block never closes")
  }
}
