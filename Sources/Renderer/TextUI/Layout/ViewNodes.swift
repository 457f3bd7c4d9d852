/// The nodes that views become while a screen is laid out.
///
/// The renderer starts one at the root view and passes it down the view
/// tree: each primitive view appends its node, and any other view lets its
/// `body` append.
struct ViewNodes {
  /// The nodes made so far at the current level, in order.
  var nodes: [any LayoutNode] = []
  /// The environment of the view being made.
  var environment: RenderEnvironment

  /// Appends the nodes of any view: those of its body, down to the primitive
  /// views, which append their own.
  mutating func add(_ view: some View) {
    let body = view.body
    // One concrete type to check for, which costs the runtime a comparison;
    // checking every view for a protocol would cost it a search.
    if let primitive = body as? PrimitiveBody {
      primitive.view.makeNodes(into: &self)
    } else {
      add(body)
    }
  }

  /// Appends one node.
  mutating func append(_ node: any LayoutNode) {
    nodes.append(node)
  }

  /// The nodes of `view` on their own, such as a stack's children, in this environment.
  mutating func children(of view: some View) -> [any LayoutNode] {
    var children: [any LayoutNode] = []
    swap(&children, &nodes)
    add(view)
    swap(&children, &nodes)
    return children
  }

  /// The nodes of `view` as one node; several stack in a centred column, as
  /// SwiftUI does with the views of a root or a modified group.
  mutating func single(_ view: some View) -> any LayoutNode {
    let children = children(of: view)
    if children.count == 1, let only = children.first { return only }
    return VStackNode(children: children, alignment: .center, spacing: 0)
  }
}
