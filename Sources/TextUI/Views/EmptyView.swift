/// A view that shows nothing and takes no space.
public struct EmptyView: View {
  /// Creates an empty view.
  public init() {}

  /// Nothing; the engine draws no node for an empty view.
  public var body: EmptyView { return EmptyView() }
}

extension EmptyView: PrimitiveView {
  /// An empty view appends no node.
  func makeNodes(into nodes: inout ViewNodes) {}
}
