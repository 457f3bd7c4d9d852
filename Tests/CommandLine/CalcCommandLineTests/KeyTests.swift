import CommandLineSupport
import Testing

@testable import CalcCommandLine

@Suite("Keys in play")
struct KeyTests {
  @Test(
    "Map terminal keys to what they do",
    arguments: [
      (.character("0"), Key.digit(0)), (.character("7"), .digit(7)),
      (.enter, .submit), (.character("="), .submit),
      (.character("c"), .reset), (.character("C"), .reset), (.backspace, .reset),
      (.character("q"), .quit), (.character("Q"), .quit), (.control(0x03), .quit),
      (.control(0x04), .quit), (.control(0x1A), .suspend),
      (.sequence(Array("\u{1B}Op".utf8)), .digit(0)),
      (.sequence(Array("\u{1B}Oy".utf8)), .digit(9)),
      (.sequence(Array("\u{1B}OM".utf8)), .submit), (.sequence(Array("\u{1B}OX".utf8)), .submit),
    ] as [(TerminalKeyDecoder.Key, Key)])
  func mapping(terminalKey: TerminalKeyDecoder.Key, key: Key) {
    #expect(Key(terminalKey) == key)
  }

  @Test(
    "Ignore every other key",
    arguments: [
      .character("a"), .character(" "), .character("ж"), .control(0x09), .sequence([0x1B]),
      .sequence(Array("\u{1B}[A".utf8)), .sequence(Array("\u{1B}OP".utf8)),
    ] as [TerminalKeyDecoder.Key])
  func ignored(terminalKey: TerminalKeyDecoder.Key) {
    #expect(Key(terminalKey) == nil)
  }

  /// The keys `play` takes from `text` read in one go, as its key thread decodes them.
  private func keys(_ text: String) -> [Key] {
    var decoder = TerminalKeyDecoder()
    return decoder.keys(from: Array(text.utf8)).compactMap(Key.init)
  }

  @Test(
    "Reads each escape sequence whole and ignores it",
    arguments: [
      ("right arrow", "\u{1B}[C"), ("left arrow", "\u{1B}[D"), ("up arrow", "\u{1B}[A"),
      ("Delete", "\u{1B}[3~"), ("Insert", "\u{1B}[2~"), ("Home", "\u{1B}[H"),
      ("Home, VT", "\u{1B}[1~"), ("End", "\u{1B}[F"), ("Page Up", "\u{1B}[5~"),
      ("F1", "\u{1B}OP"), ("F4", "\u{1B}OS"), ("F5", "\u{1B}[15~"), ("F12", "\u{1B}[24~"),
      ("Ctrl-Right", "\u{1B}[1;5C"), ("Shift-F5", "\u{1B}[15;2~"), ("Alt-c", "\u{1B}c"),
      ("Alt-1", "\u{1B}1"), ("mouse report", "\u{1B}[<0;12;5M"),
    ])
  func ignored(name: String, sequence: String) {
    #expect(keys("1" + sequence + "2") == [.digit(1), .digit(2)], "\(name)")
  }

  @Test(
    "Reads the numeric keypad's application keys",
    arguments: [
      ("\u{1B}Op", Key.digit(0)), ("\u{1B}Oq", .digit(1)), ("\u{1B}Oy", .digit(9)),
      ("\u{1B}OM", .submit), ("\u{1B}OX", .submit),
    ])
  func keypad(sequence: String, key: Key) {
    #expect(keys(sequence) == [key])
  }

  @Test("Keeps a sequence split across reads together")
  func split() {
    var decoder = TerminalKeyDecoder()
    #expect(decoder.keys(from: Array("4\u{1B}".utf8)).compactMap(Key.init) == [.digit(4)])
    #expect(decoder.isInsideSequence)
    #expect(decoder.keys(from: Array("[".utf8)).compactMap(Key.init) == [])
    #expect(decoder.keys(from: Array("3~5".utf8)).compactMap(Key.init) == [.digit(5)])
    #expect(!decoder.isInsideSequence)
  }

  @Test("Takes a lone Esc as nothing, as play always did, and goes on")
  func loneEscape() {
    var decoder = TerminalKeyDecoder()
    #expect(decoder.keys(from: [0x1B]).compactMap(Key.init) == [])
    #expect(decoder.isInsideSequence)
    #expect(decoder.flush().compactMap(Key.init) == [])
    #expect(!decoder.isInsideSequence)
    #expect(decoder.keys(from: Array("C".utf8)).compactMap(Key.init) == [.reset])
  }

  @Test("Lets control keys through even inside a sequence, so Ctrl-C always quits")
  func controlKeys() {
    #expect(keys("\u{1B}\u{03}") == [.quit])
    #expect(keys("\u{1B}[1;\u{03}") == [.quit])
    #expect(keys("\u{1B}O\u{0D}") == [.submit])
    #expect(keys("\u{1B}\u{1B}[C7") == [.digit(7)])
  }

  @Test("Reads plain keys as before")
  func plain() {
    #expect(keys("12=c q") == [.digit(1), .digit(2), .submit, .reset, .quit])
  }
}
