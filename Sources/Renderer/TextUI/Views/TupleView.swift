/// The views of a `@ViewBuilder` block, in order.
///
/// As in SwiftUI, a block of several views is one `TupleView`; its type
/// lists each view's type, so `Text("a"); Button("b") {}` is a
/// `TupleView<Text, Button>`. Stacks and grids lay each listed view out as
/// their own child. You rarely name this type; it is what `some View` stands
/// for in a `body` with several views.
///
/// The views come in as a parameter pack (`each Content`), so one type
/// takes any number of them, and are kept as a list of `any View`: copying a
/// block is then copying one reference, however many views it holds. A
/// generic type with a pack needs the Swift 5.9 runtime, which macOS 14 and
/// iOS 17, the oldest platforms the package declares, ship with.
public struct TupleView<each Content: View>: View {
  /// The listed views, in order.
  let views: [any View]

  /// Lists views, in order.
  init(_ content: repeat each Content) {
    var views: [any View] = []
    for view in repeat each content { views.append(view) }
    self.views = views
  }

  /// What the engine lays out: this view's own nodes.
  public var body: PrimitiveBody { return PrimitiveBody(self) }
}

extension TupleView: PrimitiveView {
  func makeNodes(into nodes: inout ViewNodes) {
    for view in views { nodes.add(view) }
  }
}
