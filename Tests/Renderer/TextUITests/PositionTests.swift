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
}
