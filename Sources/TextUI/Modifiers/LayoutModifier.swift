/// A modifier that lays its view out inside a node of its own, such as a frame or padding.
protocol LayoutModifier: ViewModifier {
  /// The node that lays out `content`, the modified view's nodes as one.
  func node(wrapping content: any LayoutNode) -> any LayoutNode
}

extension LayoutModifier {
  /// Appends the modifier's node around the content's nodes; several stack
  /// in a centred column, as `ViewNodes.single(_:)` makes them.
  func makeNodes(of content: some View, into nodes: inout ViewNodes) {
    nodes.append(node(wrapping: nodes.single(content)))
  }
}
