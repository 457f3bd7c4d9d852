/// One of two views, as an `if`/`else` or a `switch` in a `@ViewBuilder` chooses it.
///
/// The branch is chosen when the view is built; the engine lays out only
/// that branch's views. You never create one yourself.
public struct _ConditionalContent<First: View, Second: View>: View {
  /// The chosen branch and its view.
  enum Storage {
    /// The first branch: the `if`, or the first `case`.
    case first(First)
    /// The second branch: the `else`, or a later `case`.
    case second(Second)
  }

  let storage: Storage

  /// Nothing; the engine lays out the chosen branch directly.
  public var body: EmptyView { return EmptyView() }
}

extension _ConditionalContent {
  /// An engine hook: appends the nodes of the chosen branch.
  public func _makeNodes(into nodes: inout _ViewNodes) {
    switch storage {
    case .first(let view): view._makeNodes(into: &nodes)
    case .second(let view): view._makeNodes(into: &nodes)
    }
  }
}
