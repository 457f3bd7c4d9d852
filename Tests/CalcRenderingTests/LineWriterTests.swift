import Testing

@testable import CalcRendering

@Suite("Line writer")
struct LineWriterTests {
  /// A canvas of one line, written along by `body` from `column`.
  static func written(width: Int, from column: Int, _ body: (inout LineWriter) -> Void) -> String {
    var canvas = Canvas(size: Size(width: width, height: 1))
    canvas.withLine(0, from: column, body)
    return canvas.lines[0]
  }

  @Test(
    "Plain text goes in a character a cell, ASCII or not",
    arguments: ["abc", "Ёжик", "[ Сброс ]", "─│┼", "ÿĀ", "aЖ─bÿ"])
  func plain(text: String) {
    let line = Self.written(width: 12, from: 1) { $0.write(plain: text) }
    let padding = String(repeating: " ", count: 11 - text.count)
    #expect(line == " " + text + padding)
  }

  @Test("Pieces written one after another follow each other")
  func pieces() {
    let line = Self.written(width: 9, from: 0) { writer in
      writer.write(plain: "[" as StaticString)
      writer.fill(" ", count: 2)
      writer.write(plain: "ок")
      writer.fill("=", count: 0)
      writer.write(plain: "]" as StaticString)
      #expect(writer.column == 6)
    }
    #expect(line == "[  ок]   ")
  }

  @Test("Columns left of the line and past its end are skipped, not wrapped")
  func clipped() {
    #expect(Self.written(width: 4, from: -2) { $0.write(plain: "abcdef") } == "cdef")
    #expect(Self.written(width: 4, from: 2) { $0.write(plain: "Ёжик") } == "  Ёж")
    #expect(Self.written(width: 4, from: -2) { $0.write(plain: "Ёжик") } == "ик  ")
    #expect(Self.written(width: 5, from: 1) { $0.write(plain: "aЖ─bÿc") } == " aЖ─b")
    #expect(Self.written(width: 3, from: 5) { $0.fill("x", count: 3) } == "   ")
  }

  @Test("Writing over half of a wide character blanks its other half")
  func wideNeighbours() {
    var canvas = Canvas(size: Size(width: 6, height: 1))
    canvas.write("中文x", at: .zero)
    canvas.withLine(0, from: 1) { $0.write(plain: "ab") }
    #expect(canvas.lines == [" ab x "])
  }

  @Test("A line outside the canvas takes nothing")
  func outside() {
    var canvas = Canvas(size: Size(width: 3, height: 1))
    canvas.withLine(1, from: 0) { $0.write(plain: "abc") }
    canvas.withLine(-1, from: 0) { $0.write(plain: "abc") }
    #expect(canvas.lines == ["   "])
  }

  @Test("Text that is not plain after all is shown, never dropped")
  func notPlain() {
    var bytes = Array("a😀b".utf8)
    let line = bytes.withUnsafeMutableBufferPointer { buffer in
      Self.written(width: 4, from: 0) { $0.write(plainUTF8: UnsafeBufferPointer(buffer)) }
    }
    #expect(line == "a\u{FFFD}b ")
  }
}
