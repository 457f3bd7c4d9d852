import Testing
import TextWidth

@testable import TextUI

@Suite("Text wrapper")
struct TextWrapperTests {
  @Test("Text that fits stays on one line, spaces and all")
  func fits() {
    #expect(TextWrapper.lines(of: "1 +  2", width: 10) == ["1 +  2"])
  }

  @Test("Lines break at spaces and drop the space they break at")
  func wordBoundaries() {
    #expect(
      TextWrapper.lines(of: "Калькулятор считает сумму чисел", width: 20) == [
        "Калькулятор считает", "сумму чисел",
      ])
  }

  @Test("A word breaks only when it alone is wider than the line")
  func longWord() {
    #expect(TextWrapper.lines(of: "ab abcdefgh c", width: 4) == ["ab", "abcd", "efgh", "c"])
  }

  @Test("Wide characters wrap by columns, never split in half")
  func wideCharacters() {
    #expect(TextWrapper.lines(of: "中文字符", width: 5) == ["中文", "字符"])
    #expect(TextWrapper.lines(of: "😀😀 😀", width: 4) == ["😀😀", "😀"])
  }

  @Test("A character wider than the line gets a line of its own")
  func tooWide() {
    #expect(TextWrapper.lines(of: "中文", width: 1) == ["中", "文"])
  }

  @Test("Combining marks stay on their letter")
  func combiningMarks() {
    let lines = TextWrapper.lines(of: "e\u{301}e\u{301}e\u{301}", width: 2)
    #expect(lines == ["e\u{301}e\u{301}", "e\u{301}"])
  }

  @Test("Line breaks start new lines; tabs become spaces; controls stay visible")
  func controls() {
    #expect(TextWrapper.lines(of: "a\nb\tc", width: 10) == ["a", "b c"])
    #expect(TextWrapper.lines(of: "a\u{7}b", width: 10) == ["a\u{FFFD}b"])
  }

  /// Format characters that join neither the character before them nor the
  /// one after: zero width space, right-to-left override, byte order mark,
  /// soft hyphen, word joiner and the language tag.
  static let standaloneFormats = [
    "\u{200B}", "\u{202E}", "\u{FEFF}", "\u{00AD}", "\u{2060}", "\u{E0001}",
  ]

  @Test(
    "A format character that stands alone is shown as a control is", arguments: standaloneFormats)
  func formats(format: String) {
    #expect(TextWrapper.lines(of: "a" + format, width: 10) == ["a\u{FFFD}"])
    #expect(TextWrapper.lines(of: format + "b", width: 10) == ["\u{FFFD}b"])
    #expect(TextWrapper.lines(of: "a" + format + " b", width: 10) == ["a\u{FFFD} b"])
  }

  @Test("A format character that joins its neighbours is kept")
  func joiningFormats() {
    #expect(TextWrapper.lines(of: "👨\u{200D}👩", width: 10) == ["👨\u{200D}👩"])
    #expect(TextWrapper.lines(of: "a\u{200C}b", width: 10) == ["a\u{200C}b"])
  }

  @Test("Leading spaces of an overlong paragraph are kept")
  func leadingSpaces() {
    #expect(TextWrapper.lines(of: "  ab cd", width: 5) == ["  ab", "cd"])
  }

  @Test(
    "No line is wider than the width, and no letter is lost",
    arguments: [1, 2, 3, 5, 8, 13, 21])
  func invariant(width: Int) {
    let text = "Пожалуйста, подождите, калькулятор включается... 中文 😀 e\u{301}"
    let lines = TextWrapper.lines(of: text, width: width)
    for line in lines {
      #expect(TerminalWidth.columns(of: line) <= max(width, 2))
    }
    #expect(lines.joined().filter { $0 != " " } == text.filter { $0 != " " })
  }

  static let texts = [
    "", "1 + 2 + 3", "Калькулятор считает сумму чисел", "a\nb\tc", "中文字符 😀😀 😀",
    "e\u{301}e\u{301} \u{301}x", "ab abcdefgh c", "\u{7}bell\r\nline", "©® \u{AD}soft", "┌─┐ ═",
  ]

  @Test(
    "Every wrapped line carries its own width in columns",
    arguments: texts, [1, 2, 4, 5, 10, 40])
  func measuredLines(text: String, width: Int) {
    let lines = TextWrapper.wrap(TextWrapper.paragraphs(of: text), width: width)
    #expect(lines.map(\.text) == TextWrapper.lines(of: text, width: width))
    #expect(lines.map(\.columns) == lines.map { TerminalWidth.columns(of: $0.text) })
    #expect(TextWrapper.widest(lines) == lines.map(\.columns).max())
  }

  @Test("Paragraphs are split at line breaks and measured before any wrapping")
  func paragraphs() {
    let paragraphs = TextWrapper.paragraphs(of: "Сумма\n中文\r\n")
    #expect(paragraphs.map(\.text) == ["Сумма", "中文", ""])
    #expect(paragraphs.map(\.columns) == [5, 4, 0])
  }

  @Test("Paragraphs that fit are kept as they are; only the ones too wide are wrapped")
  func fitsKept() {
    let paragraphs = TextWrapper.paragraphs(of: "ab cd\nabcdef gh")
    let lines = TextWrapper.wrap(paragraphs, width: 6)
    #expect(lines.map(\.text) == ["ab cd", "abcdef", "gh"])
    #expect(TextWrapper.wrap(paragraphs, width: 9) == paragraphs)
  }
}
