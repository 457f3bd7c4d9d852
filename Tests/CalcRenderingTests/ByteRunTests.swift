import Testing

@testable import CalcRendering

@Suite("Byte runs")
struct ByteRunTests {
  /// Writes with `body` into a buffer of 64 bytes filled with `~`, and
  /// returns the bytes before the offset it ends at.
  static func written(_ body: (UnsafeMutablePointer<UInt8>, inout Int) -> Void) -> [UInt8] {
    var bytes = [UInt8](repeating: UInt8(ascii: "~"), count: 64 + ByteRun.spare)
    var offset = 0
    bytes.withUnsafeMutableBufferPointer { buffer in
      guard let base = buffer.baseAddress else { return }
      body(base, &offset)
    }
    return Array(bytes[..<offset])
  }

  @Test(
    "A run writes its bytes and moves past them only",
    arguments: ["", "|", "│ ", " │\n", "0123456789abcdef"])
  func run(text: String) {
    let run = ByteRun(text)
    #expect(run.count == text.utf8.count)
    let bytes = Self.written { base, offset in
      run.write(to: base, at: &offset)
      ByteRun("!").write(to: base, at: &offset)
    }
    #expect(bytes == Array((text + "!").utf8))
  }

  @Test("Spaces are written to the exact count, whatever it is", arguments: Array(0...40))
  func spaces(count: Int) {
    let bytes = Self.written { base, offset in
      offset = 3
      base.update(repeating: UInt8(ascii: "x"), count: 3)
      ByteRun.writeSpaces(count, to: base, at: &offset)
      ByteRun("!").write(to: base, at: &offset)
    }
    #expect(bytes == Array(("xxx" + String(repeating: " ", count: count) + "!").utf8))
  }
}
