/// A view that shows nothing and takes no space.
public struct EmptyView: View {
  /// Creates an empty view.
  public init() {}

  /// What the engine lays out: this view's own nodes.
  public var body: PrimitiveBody { return PrimitiveBody(self) }
}

extension EmptyView: PrimitiveView {
  /// An empty view appends no node.
  func makeNodes(into nodes: inout ViewNodes) {}
}
