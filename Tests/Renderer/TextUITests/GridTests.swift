import Testing

@testable import TextUI

@Suite("Grid")
struct GridTests {
  @Test("Columns are as wide as their widest view, each view centred in its cell")
  func columns() {
    let grid = Grid(horizontalSpacing: 10) {
      GridRow {
        Text("a")
        Text("bbb")
      }
      GridRow {
        Text("ccc")
        Text("d")
      }
    }
    #expect(layout(grid, width: 20) == [" a   bbb", "ccc   d "])
  }

  @Test("Vertical spacing in points becomes lines between rows")
  func verticalSpacing() {
    let grid = Grid(verticalSpacing: 10) {
      GridRow { Text("a") }
      GridRow { Text("b") }
    }
    #expect(layout(grid, width: 20) == ["a", " ", "b"])
  }

  @Test("A view spanning all three columns sits under the middle one")
  func spanningZero() {
    let grid = Grid(horizontalSpacing: 20) {
      GridRow {
        Button("1") {}
        Button("2") {}
        Button("3") {}
      }
      GridRow {
        Button("0") {}
          .gridCellColumns(3)
      }
    }
    #expect(layout(grid, width: 30) == ["[1]    [2]    [3]", "       [0]       "])
  }

  @Test("A row with fewer views leaves its last columns empty")
  func shortRow() {
    let grid = Grid {
      GridRow {
        Text("a")
        Text("b")
      }
      GridRow { Text("c") }
    }
    #expect(layout(grid, width: 20) == ["a b", "c  "])
  }

  @Test("A view outside a row takes a whole row, centred")
  func wholeRow() {
    let grid = Grid {
      GridRow {
        Text("a")
        Text("b")
        Text("c")
      }
      Text("x")
    }
    #expect(layout(grid, width: 20) == ["a b c", "  x  "])
  }

  @Test("A spanning view wider than its columns widens them")
  func wideSpan() {
    let grid = Grid(horizontalSpacing: 0) {
      GridRow {
        Text("a")
        Text("b")
      }
      GridRow {
        Text("wxyz")
          .gridCellColumns(2)
      }
    }
    #expect(layout(grid, width: 20) == ["a b ", "wxyz"])
  }

  @Test("A grid too wide gives up spacing, then wraps its cells one column apart")
  func squeezes() {
    let grid = Grid(horizontalSpacing: 20) {
      GridRow {
        Text("ab")
        Text("cd ef")
      }
    }
    #expect(layout(grid, width: 7) == ["abcd ef"])
    #expect(layout(grid, width: 5) == ["ab cd", "   ef"])
  }
}
