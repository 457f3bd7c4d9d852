/// A view with a modifier applied, as SwiftUI's `ModifiedContent` is.
///
/// Every modifier of this module returns one, as `some View`: the type of
/// `Text("1").frame(width: 30)` is `ModifiedContent<Text, FrameModifier>`.
struct ModifiedContent<Content: View, Modifier: ViewModifier>: View {
  /// The view being modified.
  let content: Content
  /// What is changed about it.
  let modifier: Modifier

  /// What the engine lays out: this view's own nodes.
  var body: PrimitiveBody { return PrimitiveBody(self) }
}

extension ModifiedContent: PrimitiveView {
  /// Appends the nodes the modifier makes of the content.
  func makeNodes(into nodes: inout ViewNodes) {
    modifier.makeNodes(of: content, into: &nodes)
  }
}
