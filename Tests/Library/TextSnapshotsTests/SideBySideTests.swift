import KitSupport
import Testing

@testable import TextSnapshots

@Suite("Side-by-side screens")
struct SideBySideTests {
  @Test(
    "Carets mark the changed columns",
    arguments: [
      ("| 12 |", "| 15 |", "   ^"),
      ("abc", "abcd", "   ^"),
      ("漢字x", "漢子x", "  ^^"),
      ("same", "same", ""),
    ])
  func carets(reference: String, actual: String, expected: String) {
    #expect(SideBySide.carets(reference, actual) == expected)
  }

  @Test("Wide characters are padded by terminal columns, so the panes line up")
  func wideCharacters() {
    let text = SideBySide.text(
      reference: TextLine.split("漢字\nab\n"), actual: TextLine.split("漢子\nab\n"))
    #expect(
      text == """
          reference | actual
        > 漢字      | 漢子
            ^^      |   ^^
          ab        | ab

        """)
  }
}
