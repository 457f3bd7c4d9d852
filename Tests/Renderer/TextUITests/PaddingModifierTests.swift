import InlineTextSnapshots
import Testing
import TextSnapshots

@testable import TextUI

@Suite("Padding")
struct PaddingModifierTests {
  @Test("Default padding is 16 points: 2 lines and 3 columns")
  func defaultPadding() {
    #expect(measure(Text("a").padding(), width: 20) == Size(width: 7, height: 5))
  }

  @Test("Padding on some edges only")
  func edges() {
    #expect(layout(Text("a").padding(.leading, 10), width: 20) == ["  a"])
    #expect(layout(Text("a").padding(.vertical, 10), width: 20) == [" ", "a", " "])
  }

  @Test("Padded text wraps in what is left")
  func wraps() {
    #expect(layout(Text("ab cd").padding(.horizontal, 5), width: 5) == [" ab ", " cd "])
  }

  @Test("Only the edges asked for get cells: 20 points are 2 lines above, 4 columns after")
  func modifier() {
    expectInlineSnapshot(of: bounded(Text("a").padding([.top, .trailing], 20)), as: .screen) {
      """
      +----------------------+
      |                      |
      |                      |
      |                      |
      |       >a    <        |
      |                      |
      +----------------------+

      """
    }
  }
}
