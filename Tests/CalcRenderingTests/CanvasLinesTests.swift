import Testing

@testable import CalcRendering

@Suite("Canvas lines")
struct CanvasLinesTests {
  /// The bytes of every line of `canvas`, each followed by a line break, as its lines write them.
  static func bytes(of canvas: Canvas) -> [UInt8] {
    var bytes = [UInt8](repeating: 0, count: canvas.utf8Capacity + canvas.size.height)
    var offset = 0
    canvas.withLines { lines in
      bytes.withUnsafeMutableBufferPointer { buffer in
        for line in 0..<lines.size.height {
          lines.writeLine(line, to: buffer, at: &offset)
          buffer[offset] = UInt8(ascii: "\n")
          offset += 1
        }
      }
    }
    return Array(bytes[..<offset])
  }

  @Test(
    "Lines of any width are written right whichever run of cells holds a non-ASCII character",
    arguments: [1, 15, 16, 17, 20, 31, 32, 33, 36, 47, 48, 49])
  func runs(width: Int) {
    for character in ["Ж", "中", "x"] {
      let columns = TerminalWidth.columns(of: character)
      for column in 0..<max(width - columns + 1, 0) {
        var canvas = Canvas(size: Size(width: width, height: 2))
        canvas.write(character, at: Position(column: column, line: 0))
        canvas.write("x", at: Position(column: width - 1 - column, line: 1))
        let expected =
          String(repeating: " ", count: column) + character
          + String(repeating: " ", count: width - column - columns) + "\n"
          + String(repeating: " ", count: width - 1 - column) + "x"
          + String(repeating: " ", count: column) + "\n"
        #expect(
          Self.bytes(of: canvas) == Array(expected.utf8),
          "\(character) at column \(column) of \(width)")
      }
    }
  }

  @Test("Clusters and wide characters are written whole, their continuation cells left out")
  func clusters() {
    var canvas = Canvas(size: Size(width: 12, height: 1))
    canvas.write("👨‍👩‍👧e\u{301}中─", at: Position(column: 1, line: 0))
    #expect(Self.bytes(of: canvas) == Array((" 👨‍👩‍👧e\u{301}中─" + "     \n").utf8))
  }
}
