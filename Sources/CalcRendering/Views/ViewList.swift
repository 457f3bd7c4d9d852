/// The views that a `@ViewBuilder` closure lists, in order.
///
/// Stacks and grids lay each listed view out as their own child, as SwiftUI
/// does with a `TupleView`. You rarely name this type; it is what `some View`
/// stands for in a `body` with several views or an `if`.
public struct ViewList: View {
  /// The listed views, with `if` branches already chosen and `for` loops unrolled.
  let views: [any View]

  init(_ views: [any View]) {
    self.views = views
  }

  /// Nothing; the engine lays out the listed views directly.
  public var body: EmptyView { return EmptyView() }
}

extension ViewList {
  /// An engine hook: appends the nodes of the listed views, in order.
  public func _makeNodes(into nodes: inout _ViewNodes) {
    for view in views { view._makeNodes(into: &nodes) }
  }
}
