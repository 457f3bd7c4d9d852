import KitSupport
import Testing

@testable import TextUI

@Suite("Canvas")
struct CanvasTests {
  @Test("A blank canvas is spaces, every line its width")
  func blank() {
    #expect(Canvas(size: Size(width: 3, height: 2)).lines == ["   ", "   "])
  }

  @Test("A wide character takes its cell and a continuation cell")
  func wideCharacter() {
    var canvas = Canvas(size: Size(width: 5, height: 1))
    canvas.write("a中b", at: .zero)
    #expect(canvas[Position(column: 1, line: 0)] == .character("中"))
    #expect(canvas[Position(column: 2, line: 0)] == .continuation)
    #expect(canvas.lines == ["a中b "])
  }

  @Test("Writing over half of a wide character blanks the other half")
  func overwriteHalf() {
    var canvas = Canvas(size: Size(width: 4, height: 1))
    canvas.write("中文", at: .zero)
    canvas.write("x", at: Position(column: 1, line: 0))
    #expect(canvas.lines == [" x文"])
    canvas.write("y", at: Position(column: 2, line: 0))
    #expect(canvas.lines == [" xy "])
  }

  @Test("A wide character that would cross the right edge is not drawn")
  func rightEdge() {
    var canvas = Canvas(size: Size(width: 3, height: 1))
    canvas.write("ab中", at: .zero)
    #expect(canvas.lines == ["ab "])
  }

  @Test("A combining mark joins the character before it")
  func combiningMark() {
    var canvas = Canvas(size: Size(width: 3, height: 1))
    canvas.write("ab", at: .zero)
    canvas.write("\u{301}", at: Position(column: 1, line: 0))
    #expect(canvas.lines == ["a\u{301}b "])
  }

  @Test("Every line of a canvas with Cyrillic, CJK and emoji is exactly its width")
  func lineWidths() {
    var canvas = Canvas(size: Size(width: 9, height: 3))
    canvas.write("Ёжик", at: .zero)
    canvas.write("中文😀", at: Position(column: 2, line: 1))
    canvas.write("👨‍👩‍👧e\u{301}", at: Position(column: 6, line: 2))
    for line in canvas.lines {
      #expect(TerminalWidth.columns(of: line) == 9)
    }
  }

  @Test("Folding moves what is too wide onto the next lines, never halving a wide character")
  func folded() {
    var canvas = Canvas(size: Size(width: 6, height: 1))
    canvas.write("ab中cd", at: .zero)
    let folded = canvas.folded(toWidth: 3)
    #expect(folded.lines == ["ab ", "中c", "d  "])
  }

  @Test(
    "Lines are written as UTF-8, exactly as wide as the canvas",
    arguments: ["plain ASCII text here", "Ёжик и ёлка", "中文😀x", "👨‍👩‍👧e\u{301}", "─│═"])
  func writeLines(text: String) {
    var canvas = Canvas(size: Size(width: 24, height: 3))
    canvas.write(text, at: Position(column: 1, line: 0))
    canvas.write("ascii only", at: Position(column: 0, line: 2))
    let expected = [
      " " + text + String(repeating: " ", count: 23 - TerminalWidth.columns(of: text)),
      String(repeating: " ", count: 24),
      "ascii only" + String(repeating: " ", count: 14),
    ]
    var bytes: [UInt8] = []
    for line in 0..<3 { canvas.appendLine(line, to: &bytes) }
    #expect(bytes == Array(expected.joined().utf8))
    #expect(canvas.lines == expected)
  }

  @Test(
    "A 0-column character that joins nothing before it is dropped, not joined",
    arguments: ["\u{200B}", "\u{202E}", "\u{FEFF}", "\u{00AD}", "\u{2060}", "\u{E0001}"])
  func unjoinable(mark: String) {
    var canvas = Canvas(size: Size(width: 4, height: 1))
    canvas.write("a" + mark + "b", at: .zero)
    #expect(canvas.lines == ["ab  "])
  }
}
