import Testing

@testable import TextUI

@Suite("Spacer")
struct SpacerTests {
  @Test("A spacer alone takes no space")
  func alone() {
    #expect(measure(Spacer(), width: 10) == .zero)
  }

  @Test(
    "A spacer with a height in points is that many lines", arguments: [(10.0, 1), (20, 2), (40, 4)])
  func height(points: Double, lines: Int) {
    #expect(measure(Spacer().frame(height: points), width: 10) == Size(width: 0, height: lines))
  }

  @Test("Spacers in a row share the free columns")
  func inRow() {
    let row = HStack(spacing: 0) {
      Text("a")
      Spacer()
      Text("b")
      Spacer()
      Text("c")
    }
    #expect(layout(row, width: 8) == ["a   b  c"])
  }
}
