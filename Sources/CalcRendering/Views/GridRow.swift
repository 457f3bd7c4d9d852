/// One row of a `Grid`: its views go into the grid's columns, left to right.
///
/// A view spans several columns with `.gridCellColumns(_:)`; a row with fewer
/// views than the grid has columns leaves the rest empty. Outside a grid a
/// row lays out like an `HStack`.
public struct GridRow<Content: View>: View {
  let content: Content

  /// Creates a grid row.
  ///
  /// - Parameter content: The cells, left to right.
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  /// Nothing; the grid lays out its rows directly.
  public var body: EmptyView { return EmptyView() }
}

extension GridRow {
  /// An engine hook: appends the node that holds this row's cells.
  ///
  /// Inside a grid the grid lays the cells out; outside one, which is rare,
  /// they lay out like an `HStack`.
  public func _makeNodes(into nodes: inout _ViewNodes) {
    let cells = nodes.children(of: content)
    nodes.append(.gridRow, children: cells)
  }
}
