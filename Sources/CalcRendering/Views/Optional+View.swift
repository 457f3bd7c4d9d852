/// The view of an `if` without `else` in a `@ViewBuilder`: the view, or nothing.
extension Optional: View where Wrapped: View {
  /// Nothing; the engine lays out the wrapped view directly.
  public var body: EmptyView { return EmptyView() }

  /// An engine hook: appends the wrapped view's nodes, or none.
  public func _makeNodes(into nodes: inout _ViewNodes) {
    // Reached in place: `if let` would copy the view and everything inside it.
    self?._makeNodes(into: &nodes)
  }
}
