import Testing

@testable import TextWidth

@Suite("Terminal width")
struct TerminalWidthTests {
  @Test(
    "Text is measured in terminal columns, per grapheme cluster",
    arguments: [
      ("", 0),
      ("abc", 3),
      ("Сумма чисел: 6", 14),
      ("Ёж", 2),
      ("中文", 4),
      ("한국어", 6),
      ("ひらがな", 8),
      ("カタカナ", 8),
      ("ＡＢＣ", 6),
      ("\u{3000}", 2),
      ("😀", 2),
      ("👨‍👩‍👧", 2),
      ("🇺🇦", 2),
      ("❤️", 2),
      ("❤", 1),
      ("⌚", 2),
      ("⌚\u{FE0E}", 1),
      ("1️⃣", 2),
      ("👍🏽", 2),
      ("e\u{301}", 1),
      ("й", 1),
      ("\u{301}", 0),
      ("\u{200D}", 0),
      ("\u{FE0F}", 0),
      ("\n", 0),
      ("a😀b中c", 7),
      ("Сумма 😀 中", 11),
    ])
  func columns(text: String, width: Int) {
    #expect(TerminalWidth.columns(of: text) == width)
  }

  @Test("A substring is measured like a string")
  func substring() {
    let text = "Итого: 中文"
    #expect(TerminalWidth.columns(of: text.dropFirst(7)) == 4)
  }

  @Test("Decomposed Hangul is as wide as the precomposed syllable")
  func decomposedHangul() {
    #expect(TerminalWidth.columns(of: "\u{1112}\u{1161}\u{11AB}") == 2)
    #expect(TerminalWidth.columns(of: "\u{D55C}") == 2)
  }

  /// Texts around the edges of the plain ranges: ASCII, Latin-1, Cyrillic
  /// (U+0400 to U+047F take the two-byte fast path), the combining Cyrillic
  /// marks U+0483 to U+0489 that are not plain, box drawing, and wide text.
  static let plainSamples = [
    "", "abc", "~ \u{7F}", "\t", "Калькулятор считает сумму чисел", "ЀЁѐѿ", "\u{480}\u{482}",
    "а\u{483}", "\u{48A}ӿ", "ÿĀſ", "\u{AD}", "─│┼", "═", "中文", "😀", "e\u{301}",
  ]

  @Test("Plain text is measured a column a scalar, other text not at all", arguments: plainSamples)
  func plainColumns(text: String) {
    let fromScalars: Int? =
      text.unicodeScalars.allSatisfy(TerminalWidth.isPlainOneColumn)
      ? text.unicodeScalars.count : nil
    #expect(TerminalWidth.plainColumns(of: text) == fromScalars)
  }

  @Test(
    "Characters measured without the Unicode properties measure as the properties say",
    arguments: [
      "a", "~", " ", "Ж", "ё", "Ґ", "©", "\u{AD}", "\u{483}", "─", "═", "\u{7F}", "\t", "\u{480}",
      "\u{482}", "\u{48A}", "ӿ", "ÿ", "Ā", "ſ", "┼", "\u{A0}",
    ] as [Character])
  func plainCharacters(character: Character) {
    let scalar = character.unicodeScalars.first?.properties.generalCategory
    let zeroWidth = [.control, .format, .nonspacingMark, .enclosingMark].contains(scalar)
    #expect(TerminalWidth.columns(of: character) == (zeroWidth ? 0 : 1))
  }

  @Test("A line break of two scalars is 0 columns, like each of them")
  func carriageReturnLineFeed() {
    #expect(TerminalWidth.columns(of: "\r\n" as Character) == 0)
  }
}
