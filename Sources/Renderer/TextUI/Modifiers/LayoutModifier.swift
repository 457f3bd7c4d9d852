/// A modifier that lays out the one view it modifies, such as a frame or padding.
///
/// It says how large the modified view is and where, inside it, the view it
/// modifies goes; a `ModifierNode` asks it during layout. SwiftUI lays out
/// its frame and padding modifiers the same way, as layouts of one child.
protocol LayoutModifier: ViewModifier {
  /// The size of the modified view when it is offered `proposed`.
  func size(of content: any LayoutNode, proposed: Size) -> Size

  /// Where `content` goes when the modified view fills `bounds`.
  func bounds(of content: any LayoutNode, in bounds: Rect) -> Rect
}

extension LayoutModifier {
  /// Appends one node for the modified view; several views in it stack in a
  /// centred column, as `ViewNodes.single(_:)` makes them.
  func makeNodes(of content: some View, into nodes: inout ViewNodes) {
    nodes.append(ModifierNode(content: nodes.single(content), modifier: self))
  }
}

/// Lays out a view with a layout modifier: the modifier sizes it and places its content.
struct ModifierNode<Modifier: LayoutModifier>: LayoutNode {
  /// The node of the view being modified.
  let content: any LayoutNode
  let modifier: Modifier

  func size(proposed: Size) -> Size {
    modifier.size(of: content, proposed: proposed)
  }

  func place(in bounds: Rect) -> [Placement] {
    [Placement(node: content, bounds: modifier.bounds(of: content, in: bounds))]
  }
}
