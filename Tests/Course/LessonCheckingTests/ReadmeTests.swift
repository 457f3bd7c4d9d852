import Foundation
import LessonReading
import TestSupport
import Testing

/// The README, the kit's front door.
///
/// It opens with the two commands a newcomer runs first, and its links lead to the
/// reference in the DocC articles; `LessonsTests` checks its blocks.
@Suite("The README")
struct ReadmeTests {
  static func readme() throws -> (root: URL, text: String) {
    let root = try TestPackage.root()
    let text = try String(
      contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
    return (root, text)
  }

  /// The targets of the Markdown links `[text](target)` in `text`, in order.
  static func links(in text: String) -> [String] {
    text.matches(of: /\]\(([^)\s]+)\)/).map { String($0.output.1) }
  }

  @Test("Opens with the command that draws a screen and the one that runs the tests")
  func openingCommands() throws {
    let document = try MarkdownDocument(try Self.readme().text, path: "README.md")
    try #require(document.blocks.count >= 2)
    let opening = document.blocks[0]
    #expect(opening.info == "sh")
    #expect(opening.lines == ["swift run calc-render --numbers 1,2,3", "swift test"])
    // The first command's screen is the next block, a transcript the lesson checker
    // holds to what the command prints.
    let transcript = document.blocks[1]
    #expect(transcript.info == "console")
    #expect(transcript.lines.first == "$ " + opening.lines[0])
  }

  @Test("Every relative link leads to a file or folder of the package")
  func relativeLinks() throws {
    let (root, text) = try Self.readme()
    let relative = Self.links(in: text).filter { target in
      !target.hasPrefix("#") && !target.contains("://") && !target.hasPrefix("mailto:")
    }
    #expect(relative.count >= 10, "the README links the lessons and the articles")
    for target in relative {
      let path = String(target.prefix { $0 != "#" })
      let exists = FileManager.default.fileExists(atPath: root.appendingPathComponent(path).path)
      #expect(exists, "README.md links to \(target), which the package does not have")
    }
  }

  @Test("Finds the links of a line, and only its links")
  func findsLinks() {
    let line = "See [a](Lessons/00-roles.md), [b](https://x.org) and `[c]` (d), [e](#f)."
    #expect(Self.links(in: line) == ["Lessons/00-roles.md", "https://x.org", "#f"])
  }

  @Test("Is a front door: at most 250 lines")
  func length() throws {
    let lines = MarkdownDocument.lines(of: try Self.readme().text)
    #expect(lines.count <= 250, "README.md has \(lines.count) lines; move reference into DocC")
  }
}
