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

/// The number of grid columns a view spans; the grid reads it, the view keeps its own size.
struct GridCellModifier: LayoutModifier {
  let columns: Int

  func size(of content: any LayoutNode, proposed: Size) -> Size {
    content.size(proposed: proposed)
  }

  func bounds(of content: any LayoutNode, in bounds: Rect) -> Rect { bounds }
}

/// A grid cell: a view and the number of columns it spans.
typealias GridCellNode = ModifierNode<GridCellModifier>

extension GridCellNode {
  /// A view as a cell of `columns` columns.
  init(content: any LayoutNode, columns: Int) {
    self.init(content: content, modifier: GridCellModifier(columns: columns))
  }

  /// The number of columns the cell spans.
  var columns: Int { modifier.columns }
}
