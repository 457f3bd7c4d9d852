/// A flexible space that pushes the views of an `HStack` apart.
///
/// In an `HStack` spacers share the columns the other views leave free. A
/// screen is as tall as its content, so in a `VStack` a spacer is 0 lines
/// unless you give it a height: `Spacer().frame(height: 20)` is 2 lines.
public struct Spacer: View {
  /// Creates a spacer.
  public init() {}

  /// What the engine lays out: this view's own nodes.
  public var body: PrimitiveBody { return PrimitiveBody(self) }
}

extension Spacer: PrimitiveView {
  /// Appends the node that a stack gives free room to.
  func makeNodes(into nodes: inout ViewNodes) { nodes.append(SpacerNode()) }
}

/// Lays out a `Spacer`: empty until a stack gives it room.
struct SpacerNode: LayoutNode {
  func size(proposed: Size) -> Size { .zero }
}
