import KitSupport
import Testing

@testable import TextUI

@Suite("Prepared text")
struct PreparedTextTests {
  static let texts = [
    "", "1 + 2 + 3", "Калькулятор считает сумму чисел", "a\nb\tc", "中文字符 😀😀 😀",
    "e\u{301}e\u{301} \u{301}x", "ab abcdefgh c", "\u{7}bell\r\nline", "©® ­soft", "┌─┐ ═",
  ]

  @Test("Wraps to the same lines as the text wrapper", arguments: texts, [1, 2, 4, 5, 10, 40])
  func matchesWrapper(text: String, width: Int) {
    let prepared = PreparedText(text).wrapped(width: width)
    #expect(prepared.map(\.line) == TextWrapper.lines(of: text, width: width))
    #expect(prepared.map(\.width) == prepared.map { TerminalWidth.columns(of: $0.line) })
  }

  @Test(
    "Measures plain characters as the Unicode properties do",
    arguments: ["a", "~", " ", "Ж", "ё", "Ґ", "©", "\u{AD}", "\u{483}", "─", "═", "\u{7F}"])
  func plainCharacters(character: Character) {
    let scalar = character.unicodeScalars.first?.properties.generalCategory
    let zeroWidth = [.control, .format, .nonspacingMark, .enclosingMark].contains(scalar)
    #expect(TerminalWidth.columns(of: character) == (zeroWidth ? 0 : 1))
  }
}
