/// One of two views, as an `if`/`else` or a `switch` in a `@ViewBuilder` chooses it.
///
/// The branch is chosen when the view is built; the engine lays out only
/// that branch's views. You never create one yourself.
public struct _ConditionalContent<First: View, Second: View>: View {
  /// The view of the first branch (the `if`, or the first `case`), when it was chosen.
  let first: First?
  /// The view of the second branch (the `else`, or a later `case`), when it was chosen.
  ///
  /// Two optionals rather than an enum: the engine reaches the chosen view in
  /// place, where a `switch` would copy it and everything inside it.
  let second: Second?

  /// Nothing; the engine lays out the chosen branch directly.
  public var body: EmptyView { return EmptyView() }
}

extension _ConditionalContent {
  /// An engine hook: appends the nodes of the chosen branch.
  public func _makeNodes(into nodes: inout _ViewNodes) {
    first?._makeNodes(into: &nodes)
    second?._makeNodes(into: &nodes)
  }
}
