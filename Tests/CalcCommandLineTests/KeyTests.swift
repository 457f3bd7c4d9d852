import Testing

@testable import CalcCommandLine

@Suite("Keys in play")
struct KeyTests {
  @Test(
    "Map bytes to what they do",
    arguments: [
      (UInt8(ascii: "0"), Key.digit(0)), (UInt8(ascii: "7"), .digit(7)),
      (0x0D, .submit), (0x0A, .submit), (UInt8(ascii: "="), .submit),
      (UInt8(ascii: "c"), .reset), (UInt8(ascii: "C"), .reset), (0x7F, .reset), (0x08, .reset),
      (UInt8(ascii: "q"), .quit), (0x03, .quit), (0x04, .quit), (0x1A, .suspend),
    ] as [(UInt8, Key)])
  func mapping(byte: UInt8, key: Key) {
    #expect(Key(byte: byte) == key)
  }

  @Test("Ignore every other byte", arguments: [0x1B, UInt8(ascii: "a"), UInt8(ascii: " "), 0xFF])
  func ignored(byte: UInt8) {
    #expect(Key(byte: byte) == nil)
  }
}
