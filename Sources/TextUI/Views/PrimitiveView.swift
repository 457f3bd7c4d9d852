/// A view that the engine lays out itself, instead of through its `body`.
///
/// Only the views of this module are primitive: each appends the nodes it is
/// laid out as, and its `body` is a ``PrimitiveBody`` that does so. This
/// protocol stays internal, so the public ``View`` has `body` alone, as in
/// SwiftUI.
protocol PrimitiveView {
  /// Appends the nodes this view is laid out as, in the environment of `nodes`.
  func makeNodes(into nodes: inout ViewNodes)
}
