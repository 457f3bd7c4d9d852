import InlineTextSnapshots
import Testing
import TextSnapshots

@testable import TextUI

@Suite("Grid cell modifier")
struct GridCellModifierTests {
  /// A cell that spans `columns`, then one that does not, above four cells of one column.
  func grid(spanning columns: Int) -> some View {
    Grid {
      GridRow {
        Text("a").gridCellColumns(columns)
        Text("b")
      }
      GridRow {
        Text("1")
        Text("2")
        Text("3")
        Text("4")
      }
    }
  }

  @Test("A cell spans the columns gridCellColumns asks for, its view centred across them")
  func span() {
    expectInlineSnapshot(of: screen(grid(spanning: 3)), as: .screen) {
      """
      +----------------------+
      |                      |
      |         a   b        |
      |       1 2 3 4        |
      |                      |
      +----------------------+

      """
    }
  }

  @Test("A span below one column is one column", arguments: [0, -2])
  func atLeastOne(requested: Int) {
    #expect(screen(grid(spanning: requested)) == screen(grid(spanning: 1)))
  }

  @Test("A cell is as large as its view")
  func size() {
    #expect(layout(Button("0") {}.gridCellColumns(3), width: 20) == ["[0]"])
  }
}
