/// A view that the engine lays out itself: it appends its own nodes.
///
/// Only the views of this module are primitive. Each one's `body` is a
/// ``PrimitiveBody`` that holds the view, which is how the renderer finds it
/// (see ``ViewNodes/add(_:)``). This protocol stays internal, so the public
/// ``View`` has `body` alone, as in SwiftUI.
protocol PrimitiveView {
  /// Appends the nodes this view is laid out as, in the environment of `nodes`.
  func makeNodes(into nodes: inout ViewNodes)
}
