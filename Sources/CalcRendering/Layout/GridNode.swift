/// Lays out a `Grid`: measures columns, then rows, then centres each view in its cell.
///
/// The node's children are its rows: a `GridRow` node, whose children are its
/// cells, or any other node, which takes a whole row.
struct GridNode {
  /// Columns between grid columns, before squeezing.
  let horizontalSpacing: Int
  /// Lines between rows.
  let verticalSpacing: Int

  /// The grid's columns for a proposal: their widths and the spacing between them.
  ///
  /// The widths live in memory lent for one measuring or placing pass (see
  /// ``withColumns(of:proposed:in:_:)``), so a grid allocates no array.
  struct Columns {
    var widths: UnsafeMutableBufferPointer<Int>
    var spacing: Int

    /// The columns from `first` spanning `count`, with the spacing between them.
    func width(from first: Int, spanning count: Int) -> Int {
      let end = min(first + count, widths.count)
      guard first < end else { return 0 }
      var width = (end - first - 1) * spacing
      for column in first..<end { width += widths[column] }
      return width
    }

    /// The column where column `index` starts.
    func start(of index: Int) -> Int { width(from: 0, spanning: index) + (index > 0 ? spacing : 0) }

    var total: Int { width(from: 0, spanning: widths.count) }
  }

  /// Calls `body` with the grid's columns when it is offered `proposed`.
  func withColumns<Result>(
    of grid: Int, proposed: Size, in tree: inout LayoutTree,
    _ body: (Columns, inout LayoutTree) -> Result
  ) -> Result {
    var count = 0
    forEachCell(of: grid, in: &tree) { _, first, span, _ in count = max(count, first + span) }
    return withUnsafeTemporaryAllocation(of: Int.self, capacity: count) { widths in
      var columns = Columns(widths: widths, spacing: 0)
      measure(grid, into: widths, offer: proposed.width, in: &tree)
      let gaps = max(count - 1, 0)
      columns.spacing = StackSpacing.squeezed(
        horizontalSpacing, gaps: gaps, content: widths.reduce(0, +), available: proposed.width)
      if columns.total > proposed.width, count > 0 {
        // Too wide even without spacing: every column gets an equal share to wrap in.
        let share = max((proposed.width - columns.spacing * gaps) / count, 1)
        measure(grid, into: widths, offer: share, in: &tree)
      }
      widenForSpans(grid, columns, offer: proposed.width, in: &tree)
      return body(columns, &tree)
    }
  }

  func size(of grid: Int, proposed: Size, in tree: inout LayoutTree) -> Size {
    withColumns(of: grid, proposed: proposed, in: &tree) { columns, tree in
      size(of: grid, columns: columns, proposed: proposed, in: &tree)
    }
  }

  private func size(
    of grid: Int, columns: Columns, proposed: Size, in tree: inout LayoutTree
  ) -> Size {
    var size = Size(
      width: columns.total, height: max(tree.childCount(of: grid) - 1, 0) * verticalSpacing)
    var row = tree.firstChild(of: grid)
    while row != LayoutNode.none {
      if !tree.isGridRow(row) {
        size.width = max(size.width, tree.size(of: row, proposed: proposed).width)
      }
      size.height += height(of: row, columns: columns, proposed: proposed, in: &tree)
      row = tree.sibling(after: row)
    }
    return size
  }

  /// Hands every whole-row view and every cell its bounds, row by row.
  func place(
    _ grid: Int, in bounds: Rect, tree: inout LayoutTree, visitor: inout some PlacementVisitor
  ) {
    withColumns(of: grid, proposed: bounds.size, in: &tree) { columns, tree in
      place(grid, columns: columns, in: bounds, tree: &tree, visitor: &visitor)
    }
  }

  private func place(
    _ grid: Int, columns: Columns, in bounds: Rect, tree: inout LayoutTree,
    visitor: inout some PlacementVisitor
  ) {
    let left = HorizontalAlignment.center.offset(of: columns.total, in: bounds.size.width)
    var line = 0
    var row = tree.firstChild(of: grid)
    while row != LayoutNode.none {
      let height = height(of: row, columns: columns, proposed: bounds.size, in: &tree)
      defer {
        line += height + verticalSpacing
        row = tree.sibling(after: row)
      }
      guard tree.isGridRow(row) else {
        let size = tree.size(of: row, proposed: bounds.size)
        let column = HorizontalAlignment.center.offset(of: size.width, in: bounds.size.width)
        visitor.visit(row, in: bounds.child(column: column, line: line, size: size), tree: &tree)
        continue
      }
      var first = 0
      var cell = tree.firstChild(of: row)
      while cell != LayoutNode.none {
        let span = tree.span(ofCell: cell)
        let cellWidth = columns.width(from: first, spanning: span)
        let size = tree.size(of: cell, proposed: Size(width: cellWidth, height: height))
        let column =
          left + columns.start(of: first)
          + HorizontalAlignment.center.offset(of: size.width, in: cellWidth)
        let top = line + VerticalAlignment.center.offset(of: size.height, in: height)
        visitor.visit(cell, in: bounds.child(column: column, line: top, size: size), tree: &tree)
        first += span
        cell = tree.sibling(after: cell)
      }
    }
  }

  /// Calls `body` with every cell of the grid's rows, row by row, with the
  /// column it starts in and the columns it spans.
  private func forEachCell(
    of grid: Int, in tree: inout LayoutTree,
    _ body: (_ cell: Int, _ first: Int, _ span: Int, _ tree: inout LayoutTree) -> Void
  ) {
    var row = tree.firstChild(of: grid)
    while row != LayoutNode.none {
      if tree.isGridRow(row) {
        var first = 0
        var cell = tree.firstChild(of: row)
        while cell != LayoutNode.none {
          let span = tree.span(ofCell: cell)
          body(cell, first, span, &tree)
          first += span
          cell = tree.sibling(after: cell)
        }
      }
      row = tree.sibling(after: row)
    }
  }

  /// Sets `widths` to the widest single-column view in each column, each offered `offer` columns.
  private func measure(
    _ grid: Int, into widths: UnsafeMutableBufferPointer<Int>, offer: Int,
    in tree: inout LayoutTree
  ) {
    widths.initialize(repeating: 0)
    forEachCell(of: grid, in: &tree) { cell, first, span, tree in
      guard span == 1, first < widths.count else { return }
      let offered = Size(width: offer, height: Size.unboundedHeight)
      widths[first] = max(widths[first], tree.size(of: cell, proposed: offered).width)
    }
  }

  /// Widens the columns under a spanning view that is wider than they are, evenly.
  private func widenForSpans(
    _ grid: Int, _ columns: Columns, offer: Int, in tree: inout LayoutTree
  ) {
    forEachCell(of: grid, in: &tree) { cell, first, columnSpan, tree in
      guard columnSpan > 1 else { return }
      let span = min(columnSpan, columns.widths.count - first)
      guard span > 0 else { return }
      let need = tree.size(of: cell, proposed: Size(width: offer, height: Size.unboundedHeight))
        .width
      let missing = need - columns.width(from: first, spanning: span)
      guard missing > 0 else { return }
      for step in 0..<span {
        columns.widths[first + step] += missing / span + (step < missing % span ? 1 : 0)
      }
    }
  }

  /// The lines a row takes: its tallest cell, or its whole-row view.
  private func height(
    of row: Int, columns: Columns, proposed: Size, in tree: inout LayoutTree
  ) -> Int {
    guard tree.isGridRow(row) else {
      return tree.size(of: row, proposed: proposed).height
    }
    var first = 0
    var height = 0
    var cell = tree.firstChild(of: row)
    while cell != LayoutNode.none {
      let span = tree.span(ofCell: cell)
      let width = columns.width(from: first, spanning: span)
      height = max(
        height, tree.size(of: cell, proposed: Size(width: width, height: proposed.height)).height)
      first += span
      cell = tree.sibling(after: cell)
    }
    return height
  }
}
