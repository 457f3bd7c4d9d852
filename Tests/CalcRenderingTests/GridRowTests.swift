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
  func span(requested: Int, span: Int) throws {
    let row = GridRow {
      Text("a").gridCellColumns(requested)
    }
    let tree = LayoutTree(row, environment: RenderEnvironment())
    guard case .gridRow = tree.nodes[tree.root].kind else {
      Issue.record("a grid row is not laid out as a grid row node")
      return
    }
    let cell = tree.firstChild(of: tree.root)
    #expect(tree.childCount(of: tree.root) == 1)
    #expect(tree.span(ofCell: cell) == span)
  }
}
