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

  /// Nothing; the engine lays out stacks directly.
  public var body: EmptyView { return EmptyView() }
}

extension VStack {
  /// An engine hook: appends the node that lays out this column.
  public func _makeNodes(into nodes: inout _ViewNodes) {
    let children = nodes.children(of: content)
    nodes.append(
      .vstack(VStackNode(alignment: alignment, spacing: spacing.map(PointScale.lines) ?? 0)),
      children: children)
  }
}

/// Lays out a `VStack`: children get the full width, then stack.
struct VStackNode {
  let alignment: HorizontalAlignment
  /// Lines between children.
  let spacing: Int

  func size(of node: Int, proposed: Size, in tree: inout LayoutTree) -> Size {
    var size = Size(width: 0, height: max(tree.childCount(of: node) - 1, 0) * spacing)
    var child = tree.firstChild(of: node)
    while child != LayoutNode.none {
      let childSize = tree.size(of: child, proposed: proposed)
      size.width = max(size.width, childSize.width)
      size.height += childSize.height
      child = tree.sibling(after: child)
    }
    return size
  }

  /// Hands each child its bounds, top to bottom.
  func place(
    _ node: Int, in bounds: Rect, tree: inout LayoutTree, visitor: inout some PlacementVisitor
  ) {
    var line = 0
    var child = tree.firstChild(of: node)
    while child != LayoutNode.none {
      let size = tree.size(of: child, proposed: bounds.size)
      let column = alignment.offset(of: size.width, in: bounds.size.width)
      visitor.visit(child, in: bounds.child(column: column, line: line, size: size), tree: &tree)
      line += size.height + spacing
      child = tree.sibling(after: child)
    }
  }
}
