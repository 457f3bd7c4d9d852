import Testing

@testable import LineDiff

@Suite("Splitting text into lines")
struct TextLineTests {
  @Test(
    "Lines end at each line feed, a carriage return before one staying in its line",
    arguments: [
      ("a\nb\n", ["a", "b"], true),
      ("a\r\nb\r\n", ["a\r", "b\r"], true),
      ("GET / HTTP/1.1\r\nHost: x\r\n\r\n", ["GET / HTTP/1.1\r", "Host: x\r", "\r"], true),
      ("a\r\nb", ["a\r", "b"], false),
      ("a\rb\n", ["a\rb"], true),
      ("\n", [""], true),
      ("", [], true),
    ])
  func split(text: String, lines: [String], lastIsTerminated: Bool) {
    let split = TextLine.split(text)
    #expect(split.map { Array($0.text.unicodeScalars) } == lines.map { Array($0.unicodeScalars) })
    #expect(split.last?.isTerminated ?? true == lastIsTerminated)
  }

  @Test("A line that ends in a carriage return shows it as its own character")
  func carriageReturnIsItsOwnCharacter() throws {
    let line = try #require(TextLine.split("ab\r\n").first)
    #expect(Array(line.text) == ["a", "b", "\r"])
  }
}
