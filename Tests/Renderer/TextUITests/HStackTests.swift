import Testing

@testable import TextUI

@Suite("HStack")
struct HStackTests {
  @Test("Views sit left to right, one column apart by default")
  func defaultSpacing() {
    let row = HStack {
      Text("a")
      Text("b")
    }
    #expect(layout(row, width: 10) == ["a b"])
  }

  @Test("Spacing in points becomes columns: 20 points are 4")
  func spacing() {
    let row = HStack(spacing: 20) {
      Text("a")
      Text("b")
    }
    #expect(layout(row, width: 10) == ["a    b"])
  }

  @Test(
    "Vertical alignment places shorter views",
    arguments: [
      (VerticalAlignment.top, ["a b", "  c", "  d"]),
      (.center, ["  b", "a c", "  d"]),
      (.bottom, ["  b", "  c", "a d"]),
    ])
  func alignment(alignment: VerticalAlignment, lines: [String]) {
    let row = HStack(alignment: alignment) {
      Text("a")
      Text("b c d")
    }
    #expect(layout(row, width: 3) == lines)
  }

  @Test("A row too wide gives up spacing before anything else")
  func squeezesSpacing() {
    let row = HStack(spacing: 20) {
      Text("ab")
      Text("cd")
      Text("ef")
    }
    #expect(layout(row, width: 8) == ["ab cd ef"])
    #expect(layout(row, width: 6) == ["abcdef"])
  }

  @Test("A row too wide even without spacing wraps its widest views")
  func wrapsViews() {
    let row = HStack(spacing: 0) {
      Text("a")
      Text("bb cc")
    }
    #expect(layout(row, width: 4) == ["abb", " cc"])
  }

  @Test("Views that must wrap stay one column apart")
  func wrapApart() {
    let row = HStack(spacing: 20) {
      Text("a")
      Text("bb cc")
    }
    #expect(layout(row, width: 4) == ["a bb", "  cc"])
  }
}
