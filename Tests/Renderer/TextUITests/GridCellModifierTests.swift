import Testing

@testable import TextUI

@Suite("Grid cell modifier")
struct GridCellModifierTests {
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

  @Test("A cell is as large as its view")
  func size() throws {
    let cell = try #require(node(for: Button("0") {}.gridCellColumns(3)) as? GridCellNode)
    #expect(cell.size(proposed: Size(width: 20, height: 5)) == Size(width: 3, height: 1))
  }
}
