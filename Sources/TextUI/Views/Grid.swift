/// A view that arranges views in rows and aligned columns.
///
/// Each `GridRow` puts its views into the columns left to right; each column
/// is as wide as its widest view, and each view is centred in its cell. A
/// view that is not in a `GridRow` takes a whole row, centred across the
/// grid, as in SwiftUI. Spacing replaces the spacers a stack would need:
///
/// ```swift
/// Grid(horizontalSpacing: 20, verticalSpacing: 10) {
///   GridRow {
///     Button("1") {}
///     Button("2") {}
///     Button("3") {}
///   }
///   GridRow {
///     Button("0") {}
///       .gridCellColumns(3)
///   }
/// }
/// ```
public struct Grid<Content: View>: View {
  let horizontalSpacing: Double?
  let verticalSpacing: Double?
  let content: Content

  /// Creates a grid.
  ///
  /// - Parameters:
  ///   - horizontalSpacing: The points between columns (10 points are two
  ///     columns); `nil` is one column.
  ///   - verticalSpacing: The points between rows (10 points are one line); `nil` is none.
  ///   - content: The rows, top to bottom.
  public init(
    horizontalSpacing: Double? = nil, verticalSpacing: Double? = nil,
    @ViewBuilder content: () -> Content
  ) {
    self.horizontalSpacing = horizontalSpacing
    self.verticalSpacing = verticalSpacing
    self.content = content()
  }

  /// What the engine lays out: this view's own nodes.
  public var body: PrimitiveBody { return PrimitiveBody(self) }
}

extension Grid: PrimitiveView {
  /// Appends the node that lays out this grid.
  func makeNodes(into nodes: inout ViewNodes) {
    nodes.append(
      GridNode(
        rows: nodes.children(of: content),
        horizontalSpacing: horizontalSpacing.map(PointScale.columns) ?? 1,
        verticalSpacing: verticalSpacing.map(PointScale.lines) ?? 0))
  }
}
