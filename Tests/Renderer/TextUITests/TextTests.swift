import Testing

@testable import TextUI

@Suite("Text")
struct TextTests {
  @Test("Text is as wide as its widest line, in columns")
  func size() {
    #expect(measure(Text("Сумма 中"), width: 20) == Size(width: 8, height: 1))
    #expect(measure(Text("one two three"), width: 7) == Size(width: 7, height: 2))
    #expect(measure(Text("one two three"), width: 6) == Size(width: 5, height: 3))
  }

  @Test("Wrapped lines line up at the leading edge by default")
  func leading() {
    #expect(layout(Text("один два три"), width: 8) == ["один два", "три     "])
  }

  @Test(
    "Multiline alignment lines the lines up",
    arguments: [
      (TextAlignment.leading, ["один два", "три     "]),
      (.center, ["один два", "  три   "]),
      (.trailing, ["один два", "     три"]),
    ])
  func alignment(alignment: TextAlignment, lines: [String]) {
    #expect(layout(Text("один два три").multilineTextAlignment(alignment), width: 8) == lines)
  }

  @Test("A title is underlined as wide as its widest line, characters unchanged")
  func title() {
    #expect(layout(Text("1 + 2").font(.title), width: 20) == ["1 + 2", "====="])
    #expect(layout(Text("中文 ab").font(.title), width: 4) == ["中文", "ab  ", "===="])
  }

  @Test("A title in the Unicode style is underlined with a double rule")
  func unicodeTitle() {
    let environment = RenderEnvironment(style: .unicode)
    #expect(
      layout(Text("Итог").font(.title), width: 20, environment: environment) == ["Итог", "════"])
  }

  @Test("Empty text is one empty line")
  func empty() {
    #expect(measure(Text(""), width: 10) == Size(width: 0, height: 1))
  }

  @Test("A string and a substring of the same text show the same")
  func substring() {
    let sentence = "Сумма чисел"
    #expect(layout(Text(sentence), width: 20) == layout(Text(sentence[...]), width: 20))
  }
}
