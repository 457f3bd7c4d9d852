import Testing

@testable import LessonTutorials

@Suite("A screen drawn as SVG, its changed rows marked")
struct ScreenImageTests {
  @Test(
    "The rows that differ from the screen before, including rows it did not have",
    arguments: [
      (["a", "b", "c"], ["a", "b", "c"], [Int]()),
      (["a", "x", "c"], ["a", "b", "c"], [1]),
      (["a", "b", "c", "d"], ["a", "b"], [2, 3]),
      (["a"], ["a", "b"], []),
    ])
  func changedRows(screen: [String], previous: [String], expected: [Int]) {
    #expect(ScreenImage.changedRows(of: screen, from: previous) == expected)
  }

  @Test("A first screen is text, one line per row, markup characters escaped, and nothing marked")
  func first() {
    let svg = ScreenImage.svg(of: ["+--+", "|<&>|"], changed: nil)
    #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"77\" height=\"68\""))
    #expect(svg.contains(">+--+</text>"))
    #expect(svg.contains(">|&lt;&amp;&gt;|</text>"))
    #expect(!svg.contains("#fff1b8"))
    #expect(!svg.contains("since the step before"))
  }

  @Test("A changed row gets a band and a bar, and the line under the screen counts them")
  func changed() {
    let svg = ScreenImage.svg(of: ["a", "b", "c"], changed: [1])
    #expect(svg.contains("<rect x=\"8\" y=\"34\" width=\"") && svg.contains("fill=\"#fff1b8\"/>"))
    #expect(svg.contains("1 row changed since the step before (marked).</text>"))
    #expect(
      ScreenImage.svg(of: ["a"], changed: []).contains(
        "The same screen as the step before.</text>"))
  }
}
