import Foundation
import Testing

@testable import CalcCommandLine

/// The doc examples of the lesson tools, compiled and run here; `print` records.
@Suite("Lesson tools' doc examples")
struct LessonToolDocExampleTests {
  final class Printed {
    var lines: [String] = []
  }

  let printed = Printed()

  func print(_ item: Any) {
    printed.lines.append("\(item)")
  }

  @Test("ViewOutline")
  func viewOutline() {
    // lesson:doc-view-outline begin
    let source = "var body: some View {\n  Text(\"1\")\n    .font(.title)\n}\n"
    print(ViewOutline.body(in: source) ?? [])
    // Prints ["Text", ".font"]
    // lesson:doc-view-outline end
    #expect(printed.lines == [#"["Text", ".font"]"#])
  }

  @Test(
    "each doc comment's example is its slice of this file",
    arguments: [("ViewOutline.swift", "doc-view-outline")])
  func docMatches(file: String, marker: String) throws {
    let root = try packageRoot()
    let source = try String(
      contentsOf: root.appendingPathComponent("Sources/CalcCommandLine/Lessons/" + file),
      encoding: .utf8)
    let tests = try String(contentsOf: URL(fileURLWithPath: #filePath), encoding: .utf8)
    let comment = MarkdownDocument.lines(of: source).map(\.trimmedLine)
      .filter { $0.hasPrefix("///") }
      .map { line in
        let text = line.dropFirst(3)
        return String(text.hasPrefix(" ") ? text.dropFirst() : text)
      }
    let start = try #require(comment.firstIndex(of: "```swift"))
    let end = try #require(comment[(start + 1)...].firstIndex(of: "```"))
    #expect(Array(comment[(start + 1)..<end]) == (try SourceSlice.marked(marker, in: tests).get()))
  }
}
