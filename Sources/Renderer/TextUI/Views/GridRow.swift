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

  /// What the engine lays out: this view's own nodes.
  public var body: PrimitiveBody { return PrimitiveBody(self) }
}

extension GridRow: PrimitiveView {
  /// Appends the node that holds this row's cells.
  func makeNodes(into nodes: inout ViewNodes) {
    let cells = nodes.children(of: content).map { node in
      (node as? GridCellNode) ?? GridCellNode(content: node, columns: 1)
    }
    nodes.append(GridRowNode(cells: cells))
  }
}

/// A grid row's cells, which the `GridNode` lays out.
struct GridRowNode: LayoutNode {
  let cells: [GridCellNode]

  /// Outside a grid, which is rare, the cells lay out as a row; inside one
  /// the grid lays them out, so the row makes no stack.
  private var stack: HStackNode { HStackNode(children: cells, alignment: .center, spacing: 1) }

  func size(proposed: Size) -> Size { stack.size(proposed: proposed) }

  func place(in bounds: Rect) -> [Placement] { stack.place(in: bounds) }
}
