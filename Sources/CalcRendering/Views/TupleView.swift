/// Two views in a row, as a `@ViewBuilder` block lists them.
///
/// A block of more views nests them, first to last: three views are a
/// `TupleView<TupleView<A, B>, C>`. Stacks and grids lay each listed view out
/// as their own child, as SwiftUI does with its `TupleView`. You rarely name
/// this type; it is what `some View` stands for in a `body` with several
/// views.
public struct TupleView<First: View, Second: View>: View {
  let first: First
  let second: Second

  init(_ first: consuming First, _ second: consuming Second) {
    self.first = first
    self.second = second
  }

  /// Nothing; the engine lays out the listed views directly.
  public var body: EmptyView { return EmptyView() }
}

extension TupleView {
  /// An engine hook: appends the nodes of both views, in order.
  public func _makeNodes(into nodes: inout _ViewNodes) {
    first._makeNodes(into: &nodes)
    second._makeNodes(into: &nodes)
  }
}
