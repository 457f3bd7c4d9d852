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
  struct Columns: Equatable {
    var widths: [Int]
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

  func columns(of grid: Int, proposed: Size, in tree: inout LayoutTree) -> Columns {
    var count = 0
    var row = tree.firstChild(of: grid)
    while row != LayoutNode.none {
      if tree.isGridRow(row) {
        var columns = 0
        var cell = tree.firstChild(of: row)
        while cell != LayoutNode.none {
          columns += tree.span(ofCell: cell)
          cell = tree.sibling(after: cell)
        }
        count = max(count, columns)
      }
      row = tree.sibling(after: row)
    }
    var columns = Columns(
      widths: measure(grid, count: count, offer: proposed.width, in: &tree), spacing: 0)
    let gaps = max(count - 1, 0)
    columns.spacing = StackSpacing.squeezed(
      horizontalSpacing, gaps: gaps, content: columns.widths.reduce(0, +),
      available: proposed.width)
    if columns.total > proposed.width, count > 0 {
      // Too wide even without spacing: every column gets an equal share to wrap in.
      let share = max((proposed.width - columns.spacing * gaps) / count, 1)
      columns.widths = measure(grid, count: count, offer: share, in: &tree)
    }
    widenForSpans(grid, &columns, offer: proposed.width, in: &tree)
    return columns
  }

  func size(of grid: Int, proposed: Size, in tree: inout LayoutTree) -> Size {
    let columns = columns(of: grid, proposed: proposed, in: &tree)
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
    let columns = columns(of: grid, proposed: bounds.size, in: &tree)
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

  /// The widest single-column view in each of `count` columns, each offered `offer` columns.
  private func measure(_ grid: Int, count: Int, offer: Int, in tree: inout LayoutTree) -> [Int] {
    var widths = Array(repeating: 0, count: count)
    var row = tree.firstChild(of: grid)
    while row != LayoutNode.none {
      defer { row = tree.sibling(after: row) }
      guard tree.isGridRow(row) else { continue }
      var first = 0
      var cell = tree.firstChild(of: row)
      while cell != LayoutNode.none {
        let span = tree.span(ofCell: cell)
        if span == 1, first < count {
          let width = tree.size(
            of: cell, proposed: Size(width: offer, height: Size.unboundedHeight)
          ).width
          widths[first] = max(widths[first], width)
        }
        first += span
        cell = tree.sibling(after: cell)
      }
    }
    return widths
  }

  /// Widens the columns under a spanning view that is wider than they are, evenly.
  private func widenForSpans(
    _ grid: Int, _ columns: inout Columns, offer: Int, in tree: inout LayoutTree
  ) {
    var row = tree.firstChild(of: grid)
    while row != LayoutNode.none {
      defer { row = tree.sibling(after: row) }
      guard tree.isGridRow(row) else { continue }
      var first = 0
      var cell = tree.firstChild(of: row)
      while cell != LayoutNode.none {
        let columnSpan = tree.span(ofCell: cell)
        defer {
          first += columnSpan
          cell = tree.sibling(after: cell)
        }
        guard columnSpan > 1 else { continue }
        let span = min(columnSpan, columns.widths.count - first)
        guard span > 0 else { continue }
        let need = tree.size(
          of: cell, proposed: Size(width: offer, height: Size.unboundedHeight)
        ).width
        let missing = need - columns.width(from: first, spanning: span)
        guard missing > 0 else { continue }
        for step in 0..<span {
          columns.widths[first + step] += missing / span + (step < missing % span ? 1 : 0)
        }
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
