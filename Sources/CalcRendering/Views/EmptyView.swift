/// A view that shows nothing and takes no space.
public struct EmptyView: View {
  /// Creates an empty view.
  public init() {}

  /// Nothing; the engine draws no node for an empty view.
  public var body: EmptyView { return EmptyView() }
}

extension EmptyView {
  /// An engine hook: an empty view appends no node.
  public func _makeNodes(into nodes: inout _ViewNodes) {}
}
