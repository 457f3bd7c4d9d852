import Testing
import TextWidth

@testable import TextUI

@Suite("Border style")
struct BorderStyleTests {
  @Test(
    "Every border character and the title underline are one column",
    arguments: BorderStyle.allCases)
  func plainCharacters(style: BorderStyle) {
    let characters = [
      style.topLeft, style.topRight, style.bottomLeft, style.bottomRight, style.horizontal,
      style.vertical, style.titleUnderline,
    ]
    for character in characters {
      #expect(TerminalWidth.columns(of: character) == 1, "\(character)")
    }
  }

  @Test("Unicode style draws in box drawing, ASCII style in ASCII")
  func characters() {
    #expect(BorderStyle.ascii.titleUnderline == "=")
    #expect(BorderStyle.unicode.titleUnderline == "═")
    #expect(BorderStyle.unicode.vertical == "│")
    #expect(BorderStyle.ascii.vertical == "|")
  }
}
