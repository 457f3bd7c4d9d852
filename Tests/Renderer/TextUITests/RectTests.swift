import Testing

@testable import TextUI

@Suite("Rect")
struct RectTests {
  @Test("A child rectangle is placed from its parent's top-left cell")
  func child() {
    let parent = Rect(origin: Position(column: 1, line: 2), size: Size(width: 10, height: 5))
    let child = parent.child(column: 3, line: 1, size: Size(width: 2, height: 2))
    #expect(child == Rect(origin: Position(column: 4, line: 3), size: Size(width: 2, height: 2)))
  }
}
