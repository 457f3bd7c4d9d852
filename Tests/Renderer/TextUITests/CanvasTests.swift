import Testing
import TextWidth

@testable import TextUI

@Suite("Canvas")
struct CanvasTests {
  /// Texts written one after the other on a blank canvas, and the lines they make.
  struct Writes: CustomTestStringConvertible, Sendable {
    let name: String
    let width: Int
    /// Each text and the column and line it is written at.
    let writes: [(text: String, column: Int, line: Int)]
    let lines: [String]

    var testDescription: String { name }

    /// The canvas, as wide as `width` and as tall as `lines`, after the writes.
    var canvas: Canvas {
      var canvas = Canvas(size: Size(width: width, height: lines.count))
      for write in writes {
        canvas.write(write.text, at: Position(column: write.column, line: write.line))
      }
      return canvas
    }
  }

  static let writes = [
    Writes(
      name: "a wide character takes two columns", width: 5, writes: [("a中b", 0, 0)],
      lines: ["a中b "]),
    Writes(
      name: "writing over the left half of a wide character blanks its right half", width: 4,
      writes: [("中文", 0, 0), ("x", 1, 0)], lines: [" x文"]),
    Writes(
      name: "writing over the right half of a wide character blanks its left half", width: 4,
      writes: [("中", 1, 0), ("x", 2, 0)], lines: ["  x "]),
    Writes(
      name: "a wide character over another's right half blanks that one's left half", width: 5,
      writes: [("中", 0, 0), ("文", 1, 0)], lines: [" 文  "]),
    Writes(
      name: "a wide character that would cross the right edge is not drawn", width: 3,
      writes: [("ab中", 0, 0)], lines: ["ab "]),
    Writes(
      name: "a combining mark joins the character before it", width: 3,
      writes: [("ab", 0, 0), ("\u{301}", 1, 0)], lines: ["a\u{301}b "]),
    Writes(
      name: "a combining mark after a wide character joins the wide character", width: 4,
      writes: [("中\u{301}a", 0, 0)], lines: ["中\u{301}a "]),
    Writes(
      name: "a combining mark with no character before it is dropped", width: 2,
      writes: [("\u{301}", 0, 0)], lines: ["  "]),
    Writes(
      name: "text is clipped at every edge", width: 4,
      writes: [("abcdef", -2, 0), ("xyz", 2, 1), ("hidden", 0, 2), ("hidden", 0, -1)],
      lines: ["cdef", "  xy"]),
  ]

  @Test("Text is drawn a character at a time, as a terminal draws it", arguments: writes)
  func write(writes: Writes) {
    #expect(writes.canvas.lines == writes.lines)
  }

  @Test("A blank canvas is spaces, every line its width")
  func blank() {
    #expect(Canvas(size: Size(width: 3, height: 2)).lines == ["   ", "   "])
  }

  @Test("A wide character takes its cell and a continuation cell; outside the grid is blank")
  func cells() {
    var canvas = Canvas(size: Size(width: 5, height: 1))
    canvas.write("a中\u{301}b", at: .zero)
    #expect(canvas[Position(column: 1, line: 0)] == .character("中\u{301}"))
    #expect(canvas[Position(column: 2, line: 0)] == .continuation)
    #expect(canvas[Position(column: 9, line: 9)] == .character(" "))
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
    #expect(canvas.folded(toWidth: 3).lines == ["ab ", "中c", "d  "])
    #expect(canvas.folded(toWidth: 6) == canvas)
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
}
