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
    "Lines are the characters written, exactly as wide as the canvas",
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
    #expect(canvas.lines == expected)
    #expect(Array(canvas.lines.joined().utf8) == Array(expected.joined().utf8))
  }

  @Test(
    "A 0-column character that joins nothing before it is dropped, not joined",
    arguments: ["\u{200B}", "\u{202E}", "\u{FEFF}", "\u{00AD}", "\u{2060}", "\u{E0001}"])
  func unjoinable(mark: String) {
    var canvas = Canvas(size: Size(width: 4, height: 1))
    canvas.write("a" + mark + "b", at: .zero)
    #expect(canvas.lines == ["ab  "])
  }

  @Test("Text that starts left of the canvas or crosses its edges is clipped to it")
  func clipping() {
    var canvas = Canvas(size: Size(width: 4, height: 2))
    canvas.write("abcdef", at: Position(column: -2, line: 0))
    canvas.write("xyz", at: Position(column: 2, line: 1))
    canvas.write("hidden", at: Position(column: 0, line: 2))
    canvas.write("hidden", at: Position(column: 0, line: -1))
    #expect(canvas.lines == ["cdef", "  xy"])
    #expect(canvas[Position(column: 9, line: 9)] == .character(" "))
  }

  @Test("Writing over the right half of a wide character blanks its left half")
  func overwriteRightHalf() {
    var canvas = Canvas(size: Size(width: 4, height: 1))
    canvas.write("中", at: Position(column: 1, line: 0))
    canvas.write("x", at: Position(column: 2, line: 0))
    #expect(canvas.lines == ["  x "])
    #expect(canvas[Position(column: 1, line: 0)] == .character(" "))
  }

  @Test("A wide character written over another's right half blanks that one's left half")
  func wideOverWide() {
    var canvas = Canvas(size: Size(width: 5, height: 1))
    canvas.write("中", at: .zero)
    canvas.write("文", at: Position(column: 1, line: 0))
    #expect(canvas.lines == [" 文  "])
  }

  @Test("A combining mark after a wide character joins the wide character")
  func markAfterWide() {
    var canvas = Canvas(size: Size(width: 4, height: 1))
    canvas.write("中\u{301}a", at: .zero)
    #expect(canvas[.zero] == .character("中\u{301}"))
    #expect(canvas.lines == ["中\u{301}a "])
  }

  @Test("A combining mark with no character before it on the canvas is dropped")
  func markAtStart() {
    var canvas = Canvas(size: Size(width: 2, height: 1))
    canvas.write("\u{301}", at: .zero)
    #expect(canvas.lines == ["  "])
  }

  @Test("Canvases with the same cells are equal, whatever wrote them")
  func equality() {
    var one = Canvas(size: Size(width: 3, height: 1))
    one.write("ab", at: .zero)
    var two = Canvas(size: Size(width: 3, height: 1))
    two.write("a", at: .zero)
    two.write("b", at: Position(column: 1, line: 0))
    #expect(one == two)
    two.write("c", at: Position(column: 2, line: 0))
    #expect(one != two)
  }

  @Test("A canvas no wider than the fold width is left as it is")
  func foldNarrow() {
    var canvas = Canvas(size: Size(width: 3, height: 1))
    canvas.write("abc", at: .zero)
    #expect(canvas.folded(toWidth: 3) == canvas)
  }
}
