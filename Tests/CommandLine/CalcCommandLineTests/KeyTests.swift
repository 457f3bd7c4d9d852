import KitSupport
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
}
