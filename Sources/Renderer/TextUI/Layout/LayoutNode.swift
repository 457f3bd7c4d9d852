/// A laid-out view: the engine object that measures, places and draws one primitive view.
///
/// Layout runs in three steps, as in SwiftTUI. A parent proposes a size and
/// the node answers the size it wants (`size(proposed:)`); the parent decides
/// where each child goes (`place(in:)`); then every node draws itself into
/// the canvas (`draw(into:in:)`). Nodes are values built fresh for every
/// render, so they can measure as often as they like.
protocol LayoutNode {
  /// The size this node takes when offered `proposed`.
  ///
  /// Widths are firm: a node wraps or squeezes to fit the proposed width and
  /// is wider only when its content cannot be made narrower. Heights are
  /// loose: screens grow to fit their content.
  func size(proposed: Size) -> Size

  /// Where the children go when this node fills `bounds`.
  func place(in bounds: Rect) -> [Placement]

  /// Draws this node's own cells, not its children's, into `bounds`.
  func draw(into canvas: inout Canvas, in bounds: Rect)
}

/// A child node and the rectangle its parent gave it.
struct Placement {
  /// The child.
  let node: any LayoutNode
  /// Where it goes, in canvas cells.
  let bounds: Rect
}

extension LayoutNode {
  /// No children: a node that holds none, such as a text, places nothing.
  func place(in bounds: Rect) -> [Placement] { [] }

  /// No cells of its own: a node that only arranges children, such as a stack, draws nothing.
  func draw(into canvas: inout Canvas, in bounds: Rect) {}

  /// Draws this node, then each child where `place(in:)` puts it, depth first.
  ///
  /// It is not a requirement of the protocol, so no node can draw its
  /// children another way: every screen goes through the same three steps.
  func render(into canvas: inout Canvas, in bounds: Rect) {
    draw(into: &canvas, in: bounds)
    for placement in place(in: bounds) {
      placement.node.render(into: &canvas, in: placement.bounds)
    }
  }
}
