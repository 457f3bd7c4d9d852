import CommandLineSupport
import Testing

@Suite("Terminal key decoder")
struct TerminalKeyDecoderTests {
  /// The keys a decoder reads from `text` in one go.
  private func keys(_ text: String) -> [TerminalKeyDecoder.Key] {
    var decoder = TerminalKeyDecoder()
    return decoder.keys(from: Array(text.utf8))
  }

  @Test(
    "Reads each escape sequence whole",
    arguments: [
      "\u{1B}[A", "\u{1B}[B", "\u{1B}[C", "\u{1B}[D", "\u{1B}[3~", "\u{1B}[H", "\u{1B}[1~",
      "\u{1B}OP", "\u{1B}[15~", "\u{1B}[24~", "\u{1B}[1;5C", "\u{1B}[15;2~", "\u{1B}[<0;12;5M",
      "\u{1B}Op", "\u{1B}c", "\u{1B}1",
    ])
  func sequences(sequence: String) {
    #expect(
      keys("a" + sequence + "b") == [
        .character("a"), .sequence(Array(sequence.utf8)), .character("b"),
      ])
  }

  @Test("Reads printable characters of any script, Enter, Backspace and Ctrl keys")
  func plainKeys() {
    #expect(
      keys("aA1 жऄ😀\r\n\u{7F}\u{08}\u{03}\u{04}\u{1A}\t") == [
        .character("a"), .character("A"), .character("1"), .character(" "), .character("ж"),
        .character("ऄ"), .character("😀"), .enter, .enter, .backspace, .backspace,
        .control(0x03), .control(0x04), .control(0x1A), .control(0x09),
      ])
  }

  @Test("Keeps a sequence or a character split across reads together")
  func split() {
    var decoder = TerminalKeyDecoder()
    #expect(decoder.keys(from: Array("4\u{1B}".utf8)) == [.character("4")])
    #expect(decoder.isInsideSequence)
    #expect(decoder.keys(from: Array("[".utf8)) == [])
    #expect(
      decoder.keys(from: Array("3~5".utf8)) == [
        .sequence(Array("\u{1B}[3~".utf8)), .character("5"),
      ])
    let bytes = Array("ж".utf8)
    #expect(decoder.keys(from: bytes.prefix(1)) == [])
    #expect(decoder.isInsideSequence)
    #expect(decoder.keys(from: bytes.dropFirst()) == [.character("ж")])
    #expect(!decoder.isInsideSequence)
  }

  @Test("A lone Esc is a key once flushed, and what follows reads as before")
  func loneEscape() {
    var decoder = TerminalKeyDecoder()
    #expect(decoder.keys(from: [0x1B]) == [])
    #expect(decoder.isInsideSequence)
    #expect(decoder.flush() == [.sequence([0x1B])])
    #expect(!decoder.isInsideSequence)
    #expect(decoder.keys(from: Array("C".utf8)) == [.character("C")])
    #expect(decoder.flush() == [])
  }

  @Test("Lets control keys through even inside a sequence, so Ctrl-C always arrives")
  func controlKeys() {
    #expect(keys("\u{1B}\u{03}") == [.sequence([0x1B]), .control(0x03)])
    #expect(keys("\u{1B}[1;\u{03}") == [.control(0x03)])
    #expect(keys("\u{1B}O\u{0D}") == [.enter])
    #expect(
      keys("\u{1B}\u{1B}[C7") == [
        .sequence([0x1B]), .sequence(Array("\u{1B}[C".utf8)), .character("7"),
      ])
  }

  @Test("Drops bytes that are no UTF-8 character, and a character cut off by another key")
  func invalidBytes() {
    var decoder = TerminalKeyDecoder()
    #expect(decoder.keys(from: [0xFF, UInt8(ascii: "a"), 0x80]) == [.character("a")])
    #expect(decoder.keys(from: [0xD0, UInt8(ascii: "q")]) == [.character("q")])
  }
}
