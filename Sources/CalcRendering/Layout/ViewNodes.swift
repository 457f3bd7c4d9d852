/// The nodes that views become while a screen is laid out: an engine hook.
///
/// The renderer passes one of these down the view tree through
/// ``View/_makeNodes(into:)``; each primitive view appends its node, and any
/// other view lets its `body` append. You never create or read one.
public struct _ViewNodes {
  /// The nodes made so far at the current level, in order.
  var nodes: [any LayoutNode]
  /// The environment of the view being made.
  var environment: RenderEnvironment

  init(environment: RenderEnvironment, capacity: Int = 1) {
    nodes = []
    nodes.reserveCapacity(capacity)
    self.environment = environment
  }

  /// Appends one node.
  mutating func append(_ node: any LayoutNode) {
    nodes.append(node)
  }

  /// The nodes of `view` on their own, such as a stack's children, in this environment.
  mutating func children(of view: some View, capacity: Int) -> [any LayoutNode] {
    var children: [any LayoutNode] = []
    children.reserveCapacity(capacity)
    swap(&children, &nodes)
    view._makeNodes(into: &self)
    swap(&children, &nodes)
    return children
  }

  /// The nodes of `view` as one node; several stack in a centred column, as
  /// SwiftUI does with the views of a root or a modified group.
  ///
  /// The view makes its nodes at the end of the current level, where one
  /// node, the common case, is taken back off without a new array.
  mutating func single(_ view: some View) -> any LayoutNode {
    let start = nodes.count
    view._makeNodes(into: &self)
    if nodes.count == start + 1 { return nodes.removeLast() }
    let made = Array(nodes[start...])
    nodes.removeSubrange(start...)
    return VStackNode(children: made, alignment: .center, spacing: 0)
  }
}
