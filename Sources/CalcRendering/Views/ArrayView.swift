/// The views that the passes of a `for` loop in a `@ViewBuilder` make, in order.
///
/// Stacks and grids lay each one out as their own child. You never create
/// one yourself.
public struct _ArrayView<Content: View>: View {
  let views: [Content]

  /// Nothing; the engine lays out the views directly.
  public var body: EmptyView { return EmptyView() }
}

extension _ArrayView {
  /// An engine hook: appends the nodes of every view, in order.
  public func _makeNodes(into nodes: inout _ViewNodes) {
    // By index, so each view is reached in place instead of copied.
    for index in views.indices { views[index]._makeNodes(into: &nodes) }
  }
}
