extension View {
  /// Makes this view span several columns of a grid row.
  ///
  /// The view is centred in the columns it spans, so a view spanning all
  /// three columns of a keypad sits under the middle one:
  ///
  /// ```swift
  /// GridRow {
  ///   numberButtonView(number: 0)
  ///     .gridCellColumns(3)
  /// }
  /// ```
  ///
  /// - Parameter count: The number of columns, at least 1.
  /// - Returns: The view as a cell that spans `count` columns.
  public func gridCellColumns(_ count: Int) -> some View {
    modifier(GridCellModifier(columns: max(count, 1)))
  }
}

/// The number of grid columns a view spans.
struct GridCellModifier: LayoutModifier {
  let columns: Int

  func node(wrapping content: any LayoutNode) -> any LayoutNode {
    GridCellNode(content: content, columns: columns)
  }
}

/// A grid cell: a view and the number of columns it spans.
struct GridCellNode: LayoutNode {
  let content: any LayoutNode
  let columns: Int

  func size(proposed: Size) -> Size { content.size(proposed: proposed) }

  func place(in bounds: Rect) -> [Placement] { [Placement(node: content, bounds: bounds)] }
}
