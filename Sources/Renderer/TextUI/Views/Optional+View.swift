/// The view of an `if` without `else` in a `@ViewBuilder`: the view, or nothing.
extension Optional: View where Wrapped: View {
  /// What the engine lays out: this view's own nodes.
  public var body: PrimitiveBody { return PrimitiveBody(self) }
}

extension Optional: PrimitiveView where Wrapped: View {
  func makeNodes(into nodes: inout ViewNodes) {
    if let view = self { nodes.add(view) }
  }
}
