import Testing

@testable import LessonTutorials

@Suite("A screen drawn as SVG, its new rows marked; a terminal's output drawn dark")
struct ScreenImageTests {
  @Test(
    "The rows a line diff from the screen before inserts; a row that only moved is not one",
    arguments: [
      (["a", "b", "c"], ["a", "b", "c"], [Int]()),
      (["a", "x", "c"], ["a", "b", "c"], [1]),
      (["a", "b", "c", "d"], ["a", "b"], [2, 3]),
      (["a"], ["a", "b"], []),
      (["new", "a", "b", "c"], ["a", "b", "c"], [0]),
      (["a", "c"], ["a", "b", "c"], []),
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
    #expect(!svg.contains("since the last screen"))
  }

  @Test("A new row gets a band and a bar, and the line under the screen counts them")
  func changed() {
    let svg = ScreenImage.svg(of: ["a", "b", "c"], changed: [1])
    #expect(svg.contains("<rect x=\"8\" y=\"34\" width=\"") && svg.contains("fill=\"#fff1b8\"/>"))
    #expect(svg.contains("1 row new since the last screen (marked).</text>"))
    #expect(
      ScreenImage.svg(of: ["a"], changed: []).contains(
        "Rows removed since the last screen; none is new.</text>"))
  }

  @Test("A terminal's output is light on dark, its commands in bold, markup escaped")
  func terminal() {
    let svg = ScreenImage.terminal(["$ swift run calc-render check 2", "  ✗ <guard>"])
    #expect(svg.contains("fill=\"#1e1f24\""))
    #expect(
      svg.contains(
        "font-weight=\"bold\">$ swift run calc-render check 2</text>"))
    #expect(svg.contains(">  ✗ &lt;guard&gt;</text>"))
  }

  @Test("A terminal's long line goes on under itself, broken at a space and indented")
  func wrapping() {
    let long = "  " + Array(repeating: "word", count: 30).joined(separator: " ")
    let pieces = ScreenImage.wrapped(long)
    #expect(pieces.count == 2)
    #expect(pieces.allSatisfy { $0.count <= ScreenImage.terminalColumns })
    #expect(pieces[1].hasPrefix("    word"))
    #expect(pieces.joined(separator: " ").split(separator: " ") == long.split(separator: " "))
    #expect(ScreenImage.wrapped("short") == ["short"])
  }
}
