import InlineTextSnapshots
import Testing
import TextSnapshots

@testable import TextUI

@Suite("Grid row")
struct GridRowTests {
  @Test("Outside a grid, a row lays out like an HStack")
  func outsideGrid() {
    let row = GridRow {
      Text("a")
      Text("b")
    }
    #expect(layout(row, width: 10) == ["a b"])
  }

  @Test("A view without gridCellColumns is a cell of one column")
  func oneColumn() {
    let grid = Grid {
      GridRow {
        Text("a")
        Text("b")
      }
      GridRow {
        Text("111")
        Text("222")
      }
    }
    expectInlineSnapshot(of: screen(grid), as: .screen) {
      """
      +----------------------+
      |                      |
      |        a   b         |
      |       111 222        |
      |                      |
      +----------------------+

      """
    }
  }
}
