import Testing

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
  func oneColumn() throws {
    let row = GridRow {
      Text("a")
      Text("b")
    }
    let rowNode = try #require(node(for: row) as? GridRowNode)
    #expect(rowNode.cells.map(\.columns) == [1, 1])
  }
}
