/// A view that arranges its views in a column, top to bottom.
///
/// The column is as wide as its widest view; narrower views sit by
/// `alignment`. Without a `spacing` views touch, because a terminal line is
/// already as tall as SwiftUI's default gap.
///
/// ```swift
/// VStack(spacing: 10) {
///   Text("1 + 2")
///   Text("Калькулятор считает сумму чисел")
/// }
/// ```
public struct VStack<Content: View>: View {
  let alignment: HorizontalAlignment
  let spacing: Double?
  let content: Content

  /// Creates a column of views.
  ///
  /// - Parameters:
  ///   - alignment: Where narrower views sit; centred by default.
  ///   - spacing: The points between views (10 points are one line); `nil` is none.
  ///   - content: The views, top to bottom.
  public init(
    alignment: HorizontalAlignment = .center, spacing: Double? = nil,
    @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
  }

  /// What the engine lays out: this view's own nodes.
  public var body: PrimitiveBody { return PrimitiveBody(self) }
}

extension VStack: PrimitiveView {
  /// Appends the node that lays out this column.
  func makeNodes(into nodes: inout ViewNodes) {
    nodes.append(
      VStackNode(
        children: nodes.children(of: content),
        alignment: alignment, spacing: spacing.map(PointScale.lines) ?? 0))
  }
}

/// Lays out a `VStack`: children get the full width, then stack.
struct VStackNode: LayoutNode {
  let children: [any LayoutNode]
  let alignment: HorizontalAlignment
  /// Lines between children.
  let spacing: Int

  func size(proposed: Size) -> Size {
    var size = Size(width: 0, height: max(children.count - 1, 0) * spacing)
    for child in children {
      let childSize = child.size(proposed: proposed)
      size.width = max(size.width, childSize.width)
      size.height += childSize.height
    }
    return size
  }

  func place(in bounds: Rect) -> [Placement] {
    var placements: [Placement] = []
    var line = 0
    for child in children {
      let size = child.size(proposed: bounds.size)
      let column = alignment.anchor.offset(of: size.width, in: bounds.size.width)
      placements.append(
        Placement(node: child, bounds: bounds.child(column: column, line: line, size: size)))
      line += size.height + spacing
    }
    return placements
  }
}
