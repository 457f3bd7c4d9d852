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

  @Test(
    "A text's lines end where its characters split at a line break, CRLF included",
    arguments: [
      ("", []), ("\n", [""]), ("a", ["a"]), ("a\n", ["a"]), ("a\n\n", ["a", ""]),
      ("a\nb", ["a", "b"]), ("\nb\n", ["", "b"]), ("a\r\nb\n", ["a\r\nb"]),
      ("a\r\n\nb", ["a\r\n", "b"]), ("é\n\u{301}x\n", ["é", "\u{301}x"]),
      ("Сумма\n👍🏽\n", ["Сумма", "👍🏽"]),
    ] as [(String, [String])])
  func lines(text: String, lines: [String]) {
    #expect(MarkdownDocument.lines(of: text) == lines)
  }
}
