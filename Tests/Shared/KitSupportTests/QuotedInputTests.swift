import Testing

@testable import KitSupport

@Suite("Quoted input")
struct QuotedInputTests {
  @Test(
    "Escapes control characters and cuts long input short",
    arguments: [
      ("plain", 10, "plain"), ("a\nb", 10, "a\\nb"), ("\u{1B}[2J", 10, "\\u{1B}[2J"),
      ("Сумма 😀", 10, "Сумма 😀"), ("abcdef", 3, "abc…"), ("abc", 3, "abc"),
    ] as [(String, Int, String)])
  func shown(text: String, limit: Int, expected: String) {
    #expect(QuotedInput.shown(text, limit: limit) == expected)
  }
}
