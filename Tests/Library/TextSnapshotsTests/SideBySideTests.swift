import LineDiff
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

  @Test("One inserted row marks that row only: the rows after it pair by the line diff")
  func insertedRow() {
    let text = SideBySide.text(
      reference: TextLine.split("top\n[ 1 ]\n[ 2 ]\nend\n"),
      actual: TextLine.split("top\nnew\n[ 1 ]\n[ 2 ]\nend\n"))
    #expect(
      text == """
          reference | actual
          top       | top
        >           | new
          [ 1 ]     | [ 1 ]
          [ 2 ]     | [ 2 ]
          end       | end

        """)
  }

  @Test("A removed row shows beside an empty cell, and a changed one with its carets")
  func removedAndChanged() {
    let text = SideBySide.text(
      reference: TextLine.split("a\ngone\nbc\nz\n"), actual: TextLine.split("a\nbd\nz\n"))
    #expect(
      text == """
          reference | actual
          a         | a
        > gone      | bd
          ^^^^      | ^^^^
        > bc        |\u{20}
          z         | z

        """)
  }
}
