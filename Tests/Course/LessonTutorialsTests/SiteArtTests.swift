import Testing

@testable import LessonTutorials

@Suite("The site's cards and chapter images")
struct SiteArtTests {
  /// A screen as `calc-render --numbers 1,2 --width 30` draws it: 21 rows of 32 columns.
  static let screen =
    ["+------------------------------+"]
    + Array(repeating: "|       [ 7 ]  [ 8 ]  [ 9 ]    |", count: 19)
    + ["+------------------------------+"]

  @Test("A whole screen fits its card's panel, every row and column, the panel inside the card")
  func tallSample() throws {
    let card = try #require(SiteArt.cards(screen: Self.screen).first { $0.module == "CalcScreens" })
    let svg = SiteArt.svg(card)
    // Every row is drawn, the last one too.
    #expect(svg.components(separatedBy: "xml:space=\"preserve\"").count - 1 == Self.screen.count)
    let panel = SiteArt.tallPanel(rows: 21, columns: 32)
    #expect(panel.x >= 72 + 560 && panel.x + panel.width <= SiteArt.size.width - 72)
    #expect(panel.y >= 0 && panel.y + panel.height <= SiteArt.size.height)
    let text = Double(32) * SiteArt.characterWidth * Double(panel.fontSize)
    #expect(text <= Double(panel.width - 2 * panel.padding))
    let rows = Double(21) * SiteArt.rowPitch * Double(panel.fontSize)
    #expect(rows <= Double(panel.height - 2 * panel.padding))
    #expect(panel.fontSize >= 18)
  }

  @Test("A role too long for the column beside a tall panel wraps at words")
  func wrapping() {
    #expect(
      SiteArt.wrapped("The calculator's screen, drawn as text", width: 26)
        == ["The calculator's screen,", "drawn as text"])
  }

  @Test("The tutorials' card lists the lessons in two columns, in the wide panel")
  func tutorials() {
    let lessons = (0...9).map { "\($0). Lesson" }
    let card = SiteArt.tutorialsCard(lessons: lessons)
    #expect(card.sample.count == 5)
    #expect(card.sample.first == "0. Lesson    5. Lesson")
    #expect(card.sample.count <= SiteArt.wideRows)
  }
}
