/// A view with a layout modifier applied: the modifier wraps the content's node in a new node.
///
/// Every layout modifier (`frame`, `padding`, `gridCellColumns`) returns one
/// of these, as SwiftUI's return a `ModifiedContent`. You rarely name this
/// type. The modifier is a value, not a closure, so applying one allocates
/// nothing.
///
/// Modifiers name their result type rather than returning `some View`:
/// finding the type behind a `some View` returned from another module costs
/// the runtime a look-up by name on every call, about 7 % of a screen.
public struct ModifiedView<Content: View>: View {
  /// A layout modifier and its settings, in cells.
  enum Modifier {
    /// A fixed width, height or both: see `FrameNode`.
    case frame(width: Int?, height: Int?)
    /// Empty cells on each side: see `PaddingNode`.
    case padding(top: Int, leading: Int, bottom: Int, trailing: Int)
    /// A grid cell spanning several columns: see `GridCellNode`.
    case gridCell(columns: Int)

    /// The node that applies this modifier to `content`.
    func node(wrapping content: any LayoutNode) -> any LayoutNode {
      switch self {
      case .frame(let width, let height):
        return FrameNode(content: content, width: width, height: height)
      case .padding(let top, let leading, let bottom, let trailing):
        return PaddingNode(
          content: content, top: top, leading: leading, bottom: bottom, trailing: trailing)
      case .gridCell(let columns):
        return GridCellNode(content: content, columns: columns)
      }
    }
  }

  let content: Content
  let modifier: Modifier

  /// What the engine lays out: this view's own nodes.
  public var body: PrimitiveBody { return PrimitiveBody(self) }
}

extension ModifiedView: PrimitiveView {
  func makeNodes(into nodes: inout ViewNodes) {
    nodes.append(modifier.node(wrapping: nodes.single(content)))
  }
}
