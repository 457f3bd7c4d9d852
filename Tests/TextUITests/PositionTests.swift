import Testing

@testable import TextUI

@Suite("Position")
struct PositionTests {
  @Test("Moving a position adds columns to the right and lines down")
  func moved() {
    let position = Position(column: 2, line: 3)
    #expect(position.moved(column: 4, line: 1) == Position(column: 6, line: 4))
    #expect(position.moved(column: -2, line: 0) == Position(column: 0, line: 3))
  }

  @Test("A child rectangle is placed from its parent's top-left cell")
  func child() {
    let parent = Rect(origin: Position(column: 1, line: 2), size: Size(width: 10, height: 5))
    let child = parent.child(column: 3, line: 1, size: Size(width: 2, height: 2))
    #expect(child == Rect(origin: Position(column: 4, line: 3), size: Size(width: 2, height: 2)))
  }
}
