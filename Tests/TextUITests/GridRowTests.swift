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

  @Test(
    "A cell's column span is read from gridCellColumns, at least 1",
    arguments: [(3, 3), (0, 1), (-2, 1)])
  func span(requested: Int, span: Int) throws {
    let row = GridRow {
      Text("a").gridCellColumns(requested)
    }
    let rowNode = try #require(node(for: row) as? GridRowNode)
    #expect(rowNode.cells.count == 1)
    #expect(rowNode.cells.first?.columns == span)
  }
}
