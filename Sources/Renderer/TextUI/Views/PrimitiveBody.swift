/// The body of a view that the engine lays out itself: the nodes that view is laid out as.
///
/// `Text`, `Button`, the stacks and the other views of this module have one
/// as their `body`, where a view of your own has other views. You never make
/// one: the renderer asks a view for its body, and that body's body, until it
/// reaches a `PrimitiveBody`, which is its own body, and then appends its nodes.
///
/// SwiftUI does this differently: a primitive view such as `Text` has
/// `Body == Never`, and SwiftUI's engine knows each such type itself. Here the
/// body carries the view, so the renderer finds a primitive view without
/// checking every view's type.
public struct PrimitiveBody: View {
  /// The view this is the body of.
  let view: any PrimitiveView

  /// The body of a primitive view.
  init(_ view: some PrimitiveView) {
    self.view = view
  }

  /// Itself: the renderer stops here.
  public var body: PrimitiveBody { return self }
}
