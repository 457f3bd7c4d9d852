/// A view that arranges its views in a row, left to right.
///
/// The row fits the width it is offered: spacers share the free columns; a
/// row that is too wide first gives up spacing, then asks its widest views to
/// wrap. Without a `spacing` views are one column apart, like words.
///
/// ```swift
/// HStack(spacing: 20) {
///   Button("1") {}
///   Button("2") {}
/// }
/// ```
public struct HStack<Content: View>: View {
  let alignment: VerticalAlignment
  let spacing: Double?
  let content: Content

  /// Creates a row of views.
  ///
  /// - Parameters:
  ///   - alignment: Where shorter views sit; centred by default.
  ///   - spacing: The points between views (10 points are two columns); `nil` is one column.
  ///   - content: The views, left to right.
  public init(
    alignment: VerticalAlignment = .center, spacing: Double? = nil,
    @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
  }

  /// What the engine lays out: this view's own nodes.
  public var body: PrimitiveBody { return PrimitiveBody(self) }
}

extension HStack: PrimitiveView {
  /// Appends the node that lays out this row.
  func makeNodes(into nodes: inout ViewNodes) {
    nodes.append(
      HStackNode(
        children: nodes.children(of: content),
        alignment: alignment, spacing: spacing.map(PointScale.columns) ?? 1))
  }
}

/// Lays out an `HStack`.
struct HStackNode: LayoutNode {
  let children: [any LayoutNode]
  let alignment: VerticalAlignment
  /// Columns between children, before squeezing.
  let spacing: Int
  /// The indices of the spacers, which share the free columns.
  private let spacers: [Int]
  /// The indices of the other children, which are measured.
  private let others: [Int]

  init(children: [any LayoutNode], alignment: VerticalAlignment, spacing: Int) {
    self.children = children
    self.alignment = alignment
    self.spacing = spacing
    spacers = children.indices.filter { children[$0] is SpacerNode }
    others = children.indices.filter { !(children[$0] is SpacerNode) }
  }

  /// The width of each child and the spacing used when the row is offered `proposed`.
  func widths(proposed: Size) -> (widths: [Int], spacing: Int) {
    let gaps = max(children.count - 1, 0)
    var widths = children.map { _ in 0 }
    for index in others { widths[index] = children[index].size(proposed: proposed).width }
    let ideal = widths.reduce(0, +)
    let spacing = StackSpacing.squeezed(
      spacing, gaps: gaps, content: ideal, available: proposed.width)
    let available = proposed.width - spacing * gaps
    if ideal > available {
      // Least flexible first, as SwiftUI does, so narrow views keep their size.
      var remaining = available
      for (done, index) in others.sorted(by: { widths[$0] < widths[$1] }).enumerated() {
        let offer = Size(width: remaining / (others.count - done), height: proposed.height)
        widths[index] = children[index].size(proposed: offer).width
        remaining -= widths[index]
      }
    } else if !spacers.isEmpty {
      // Spacers share the free columns; the first ones get a leftover column each.
      let free = available - ideal
      for (rank, index) in spacers.enumerated() {
        widths[index] = free / spacers.count + (rank < free % spacers.count ? 1 : 0)
      }
    }
    return (widths, spacing)
  }

  func size(proposed: Size) -> Size {
    let (widths, spacing) = widths(proposed: proposed)
    var height = 0
    for (child, width) in zip(children, widths) {
      height = max(height, child.size(proposed: Size(width: width, height: proposed.height)).height)
    }
    return Size(width: widths.reduce(max(children.count - 1, 0) * spacing, +), height: height)
  }

  func place(in bounds: Rect) -> [Placement] {
    let (widths, spacing) = widths(proposed: bounds.size)
    var placements: [Placement] = []
    var column = 0
    for (child, width) in zip(children, widths) {
      let size = child.size(proposed: Size(width: width, height: bounds.size.height))
      let line = alignment.anchor.offset(of: size.height, in: bounds.size.height)
      let cell = Size(width: width, height: size.height)
      placements.append(
        Placement(node: child, bounds: bounds.child(column: column, line: line, size: cell)))
      column += width + spacing
    }
    return placements
  }
}
