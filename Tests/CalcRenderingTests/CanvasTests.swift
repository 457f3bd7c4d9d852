import Testing

@testable import CalcRendering

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

  /// The bytes `writeLine` writes for every line, and how many it wrote.
  static func bytes(of canvas: Canvas) -> (bytes: [UInt8], capacity: Int) {
    var bytes = [UInt8](repeating: 0, count: canvas.utf8Capacity)
    var offset = 0
    bytes.withUnsafeMutableBufferPointer { buffer in
      for line in 0..<canvas.size.height {
        canvas.writeLine(line, to: buffer, at: &offset)
        buffer[offset] = UInt8(ascii: "\n")
        offset += 1
      }
    }
    return (Array(bytes[..<offset]), bytes.count)
  }

  @Test(
    "Lines are written as UTF-8, ASCII runs and all, within the capacity the canvas states",
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
    let (bytes, capacity) = Self.bytes(of: canvas)
    #expect(bytes.count <= capacity)
    #expect(Array(bytes) == Array(expected.map { $0 + "\n" }.joined().utf8))
    #expect(canvas.lines == expected)
  }

  @Test(
    "Each line's span covers every column written to, and lines nothing was written to print blank")
  func spans() {
    var canvas = Canvas(size: Size(width: 20, height: 4))
    canvas.write("abc", at: Position(column: 5, line: 0))
    canvas.write("Ж", at: Position(column: 2, line: 0))
    canvas.fill(UInt8(ascii: "="), count: 30, at: Position(column: -3, line: 1))
    canvas.write("中", at: Position(column: 18, line: 3))
    #expect(canvas.span(ofLine: 0) == 2..<8)
    #expect(canvas.span(ofLine: 1) == 0..<20)
    #expect(canvas.span(ofLine: 2).isEmpty)
    #expect(canvas.span(ofLine: 3) == 18..<20)
    #expect(
      canvas.lines == [
        "  Ж  abc" + String(repeating: " ", count: 12), String(repeating: "=", count: 20),
        String(repeating: " ", count: 20), String(repeating: " ", count: 18) + "中",
      ])
    // A space written is a cell written, yet the canvas equals one left blank there.
    var spaced = Canvas(size: Size(width: 4, height: 1))
    spaced.write("  ", at: .zero)
    #expect(spaced.span(ofLine: 0) == 0..<2)
    #expect(spaced == Canvas(size: Size(width: 4, height: 1)))
    // Folded lines are printed whole.
    #expect(canvas.folded(toWidth: 8).lines.allSatisfy { TerminalWidth.columns(of: $0) == 8 })
  }

  @Test("The room after a canvas's cells holds what its lines are written as, and leaves them be")
  func spareRoom() {
    var canvas = Canvas(size: Size(width: 20, height: 3), spareBytes: 100)
    canvas.write("Ёжик и ёлка", at: Position(column: 2, line: 0))
    canvas.write("中x", at: Position(column: 15, line: 2))
    let before = canvas.lines
    #expect(canvas.spareBytes >= 100)
    #expect(Canvas(size: Size(width: 20, height: 3)).spareBytes == 0)
    let spare = canvas.spareBytes
    let written = canvas.withSpareRoom { lines, room in
      #expect(room.count == spare)
      var offset = 0
      for line in 0..<3 {
        lines.writeLine(line, to: room, at: &offset)
        room[offset] = UInt8(ascii: "\n")
        offset += 1
      }
      return Array(room[..<offset])
    }
    #expect(written == Array(before.map { $0 + "\n" }.joined().utf8))
    #expect(canvas.lines == before)
  }

  @Test(
    "Plain text known to be plain is written as any text is", arguments: ["abc", "Сброс", "[ 1 ]"])
  func writePlain(text: String) {
    var checked = Canvas(size: Size(width: 8, height: 1))
    checked.write(text, at: Position(column: 2, line: 0))
    var trusted = Canvas(size: Size(width: 8, height: 1))
    trusted.write(plain: text, at: Position(column: 2, line: 0))
    #expect(trusted == checked)
  }
}
