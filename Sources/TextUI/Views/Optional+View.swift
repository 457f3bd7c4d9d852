/// The view of an `if` without `else` in a `@ViewBuilder`: the view, or nothing.
extension Optional: View where Wrapped: View {
  /// Nothing; the engine lays out the wrapped view directly.
  public var body: EmptyView { return EmptyView() }
}

extension Optional: PrimitiveView where Wrapped: View {
  func makeNodes(into nodes: inout ViewNodes) {
    if let view = self { nodes.add(view) }
  }
}
