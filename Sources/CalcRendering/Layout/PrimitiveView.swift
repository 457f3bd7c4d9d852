/// A view the engine lays out itself instead of asking for its `body`.
protocol PrimitiveView {
  /// The nodes this view becomes; a group of views becomes several.
  func makeNodes(in environment: RenderEnvironment) -> [any LayoutNode]
}

/// The nodes for any view: a primitive's own, or those of its body.
func makeNodes(for view: any View, in environment: RenderEnvironment) -> [any LayoutNode] {
  if let primitive = view as? any PrimitiveView {
    return primitive.makeNodes(in: environment)
  }
  return makeNodes(for: view.body, in: environment)
}

/// One node for any view; several are stacked in a centred column, as SwiftUI
/// does with the views of a root or a modified group.
func makeNode(for view: any View, in environment: RenderEnvironment) -> any LayoutNode {
  let nodes = makeNodes(for: view, in: environment)
  if nodes.count == 1, let node = nodes.first { return node }
  return VStackNode(children: nodes, alignment: .center, spacing: 0)
}
