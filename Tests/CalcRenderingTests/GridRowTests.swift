import Testing

@testable import CalcRendering

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
  func span(requested: Int, span: Int) {
    let row = GridRow {
      Text("a").gridCellColumns(requested)
    }
    let (isRow, count, cellSpan) = LayoutTree.withLayout(
      of: row, environment: RenderEnvironment()
    ) { tree in
      (
        tree.isGridRow(tree.root), tree.childCount(of: tree.root),
        tree.span(ofCell: tree.firstChild(of: tree.root))
      )
    }
    #expect(isRow)
    #expect(count == 1)
    #expect(cellSpan == span)
  }
}
