/// The views that the passes of a `for` loop in a `@ViewBuilder` make, in order.
///
/// Stacks and grids lay each one out as their own child. You never create
/// one yourself.
public struct ArrayView<Content: View>: View {
  /// The views, one per pass.
  let views: [Content]

  /// What the engine lays out: this view's own nodes.
  public var body: PrimitiveBody { return PrimitiveBody(self) }
}

extension ArrayView: PrimitiveView {
  func makeNodes(into nodes: inout ViewNodes) {
    for view in views { nodes.add(view) }
  }
}
