/// The nodes for any view: a primitive's own, or those of its body.
func makeNodes(for view: any View, in environment: RenderEnvironment) -> [any LayoutNode] {
  var nodes = _ViewNodes(environment: environment)
  view._makeNodes(into: &nodes)
  return nodes.nodes
}

/// One node for any view; several are stacked in a centred column, as SwiftUI
/// does with the views of a root or a modified group.
func makeNode(for view: any View, in environment: RenderEnvironment) -> any LayoutNode {
  var nodes = _ViewNodes(environment: environment)
  return nodes.single(view)
}
