/// A view with a modifier applied: the modifier turns the content's node into new nodes.
///
/// Every layout modifier (`frame`, `padding`, `gridCellColumns`) is one of
/// these, so `View` extensions stay one line each and return `some View`.
struct ModifiedView<Content: View>: View {
  let content: Content
  let modify: (any LayoutNode) -> [any LayoutNode]

  var body: EmptyView { return EmptyView() }
}

extension ModifiedView {
  func _makeNodes(into nodes: inout _ViewNodes) {
    for node in modify(nodes.single(content)) { nodes.append(node) }
  }
}
