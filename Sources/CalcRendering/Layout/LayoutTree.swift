/// The nodes of one view laid out for one render: built, measured, placed and drawn.
///
/// A tree is lent for one layout (``withLayout(of:environment:collectingTaps:_:)``), asked
/// for the size of any node at a proposal (``size(of:proposed:)``), and drawn
/// into a canvas (``render(_:into:in:)``). Each kind of node does its own
/// measuring and placing (see `HStackNode`, `GridNode` and the others); the
/// tree only holds the nodes, their size caches, and dispatches by kind.
///
/// Measuring reads and updates nodes hundreds of times per screen, so the
/// tree works on the nodes' memory directly, without a bounds or
/// uniqueness check per access. That memory is only lent for the duration
/// of ``withLayout(of:environment:collectingTaps:_:)``, and the tree is not copyable, so it
/// cannot outlive it.
struct LayoutTree: ~Copyable {
  /// Every node, children named by index.
  let nodes: UnsafeMutableBufferPointer<LayoutNode>
  /// The texts that `.text` nodes stand for, lent like the nodes so that
  /// drawing one copies none of its strings.
  let texts: UnsafeBufferPointer<TextNode>
  /// The buttons that `.button` nodes stand for, lent like the texts.
  let buttons: UnsafeBufferPointer<ButtonNode>
  /// What tapping each button does, in the order of `buttons`, when the
  /// layout was asked to collect it; empty otherwise.
  let taps: [ButtonTap]
  /// The node the whole view is laid out as.
  let root: Int

  private init(
    nodes: UnsafeMutableBufferPointer<LayoutNode>, texts: UnsafeBufferPointer<TextNode>,
    buttons: UnsafeBufferPointer<ButtonNode>, taps: [ButtonTap], root: Int
  ) {
    self.nodes = nodes
    self.texts = texts
    self.buttons = buttons
    self.taps = taps
    self.root = root
  }

  /// Lays out `view` in `environment` and lends the tree to `body`; several
  /// views at the root stack in a centred column.
  ///
  /// Drawing never taps a button, so only when `collectingTaps` is set does
  /// the tree keep what tapping each button does, in `taps`.
  static func withLayout<Result>(
    of view: some View, environment: RenderEnvironment, collectingTaps: Bool = false,
    _ body: (inout LayoutTree) -> Result
  ) -> Result {
    var made = _ViewNodes(environment: environment, collectsTaps: collectingTaps)
    let root = made.single(view)
    let taps = made.taps
    return made.texts.withBuffer { texts in
      made.buttons.withBuffer { buttons in
        made.nodes.withBuffer { nodes in
          var tree = LayoutTree(
            nodes: nodes, texts: UnsafeBufferPointer(texts), buttons: UnsafeBufferPointer(buttons),
            taps: taps, root: root)
          return body(&tree)
        }
      }
    }
  }

  /// The first child of a node, or `LayoutNode.none`.
  func firstChild(of node: Int) -> Int { nodes[node].firstChild }

  /// The child after `node` in its parent, or `LayoutNode.none`.
  func sibling(after node: Int) -> Int { nodes[node].nextSibling }

  /// How many children a node has.
  func childCount(of node: Int) -> Int { nodes[node].childCount }

  /// Whether a node is a `Spacer`.
  func isSpacer(_ node: Int) -> Bool { nodes[node].isSpacer }

  /// Whether a node is a `GridRow`.
  func isGridRow(_ node: Int) -> Bool { nodes[node].isGridRow }

  /// The grid columns a cell of a grid row spans.
  func span(ofCell cell: Int) -> Int { nodes[cell].columnSpan }

  /// The size a node takes when offered `proposed`.
  ///
  /// Widths are firm: a node wraps or squeezes to fit the proposed width and
  /// is wider only when its content cannot be made narrower. Heights are
  /// loose: screens grow to fit their content, and no node's size depends on
  /// the height it is offered, which lets every node cache by width alone.
  mutating func size(of node: Int, proposed: Size) -> Size {
    switch nodes[node].kind {
    // A text or a button that need not wrap is sized from its numbers, faster than a look-up.
    case .text(_, let metrics), .button(_, let metrics):
      if let size = metrics.size(proposed: proposed) { return size }
    case .spacer: return .zero
    case .space(let size): return size
    default: break
    }
    // A rigid node offered its natural width or more takes its natural size.
    if nodes[node].isRigid {
      let natural = naturalSize(of: node)
      if proposed.width >= natural.width { return natural }
    }
    // Parents ask a child again and again, mostly with the same proposal;
    // every other node remembers its last answer.
    if let size = nodes[node].cache.size(proposed: proposed) { return size }
    let size = measure(node, proposed: proposed)
    nodes[node].cache.remember(size, proposed: proposed)
    return size
  }

  /// The size a node takes when offered all the width it wants, measured once.
  ///
  /// For a rigid node (see `LayoutNode.isRigid`) it is also the size for any
  /// proposal at least as wide: nothing inside wraps or squeezes when there
  /// is room for everything, and no node's size depends on the proposed
  /// height. Most screens are rigid all the way down, so most questions a
  /// parent asks while measuring and placing are answered without measuring.
  mutating func naturalSize(of node: Int) -> Size {
    if let natural = nodes[node].natural { return natural }
    let natural = measure(
      node, proposed: Size(width: Size.unboundedWidth, height: Size.unboundedHeight))
    nodes[node].natural = natural
    return natural
  }

  /// The size of a node for a proposal, measured without looking at what the
  /// node remembers; parents ask ``size(of:proposed:)``, which looks first.
  mutating func measure(_ node: Int, proposed: Size) -> Size {
    switch nodes[node].kind {
    case .text(let text, let metrics):
      return metrics.size(proposed: proposed) ?? texts[text].size(proposed: proposed)
    case .button(let button, let metrics):
      return metrics.size(proposed: proposed) ?? buttons[button].size(proposed: proposed)
    case .spacer: return .zero
    case .space(let size): return size
    case .gridCell: return size(of: nodes[node].firstChild, proposed: proposed)
    case .frame(let frame): return frame.size(of: node, proposed: proposed, in: &self)
    case .padding(let padding): return padding.size(of: node, proposed: proposed, in: &self)
    case .hstack(let stack): return stack.size(of: node, proposed: proposed, in: &self)
    case .vstack(let stack): return stack.size(of: node, proposed: proposed, in: &self)
    case .grid(let grid): return grid.size(of: node, proposed: proposed, in: &self)
    case .gridRow: return HStackNode.gridRow.size(of: node, proposed: proposed, in: &self)
    }
  }

  /// Calls `visitor` with each child of a node and the bounds it gets when the
  /// node fills `bounds`; a leaf has none.
  mutating func placeChildren(
    of node: Int, in bounds: Rect, _ visitor: inout some PlacementVisitor
  ) {
    switch nodes[node].kind {
    case .text, .button, .spacer, .space: return
    case .gridCell: visitor.visit(nodes[node].firstChild, in: bounds, tree: &self)
    case .frame(let frame): frame.place(node, in: bounds, tree: &self, visitor: &visitor)
    case .padding(let padding): padding.place(node, in: bounds, tree: &self, visitor: &visitor)
    case .hstack(let stack): stack.place(node, in: bounds, tree: &self, visitor: &visitor)
    case .vstack(let stack): stack.place(node, in: bounds, tree: &self, visitor: &visitor)
    case .grid(let grid): grid.place(node, in: bounds, tree: &self, visitor: &visitor)
    case .gridRow: HStackNode.gridRow.place(node, in: bounds, tree: &self, visitor: &visitor)
    }
  }

  /// Draws a node and then its children, depth first.
  mutating func render(_ node: Int, into canvas: inout Canvas, in bounds: Rect) {
    // The canvas moves into the visitor and back, so its cells are never copied.
    var drawing = Drawing(canvas: Canvas(size: .zero))
    swap(&drawing.canvas, &canvas)
    drawing.visit(node, in: bounds, tree: &self)
    swap(&drawing.canvas, &canvas)
  }

  /// Draws every leaf it visits, and has every other node place its children.
  private struct Drawing: PlacementVisitor {
    var canvas: Canvas

    mutating func visit(_ node: Int, in bounds: Rect, tree: inout LayoutTree) {
      // A leaf draws itself and has no children; anything else only places them.
      switch tree.nodes[node].kind {
      case .text(let text, _): tree.texts[text].draw(into: &canvas, in: bounds)
      case .button(let button, _): tree.buttons[button].draw(into: &canvas, in: bounds)
      default: tree.placeChildren(of: node, in: bounds, &self)
      }
    }
  }
}

/// What a node's children are handed to once their parent has placed them.
///
/// Drawing is one visitor; tests collect placements with another. It is a
/// generic parameter, not a closure, so placing and drawing are one pass of
/// static calls.
protocol PlacementVisitor {
  /// Takes one placed child; most visitors go on into `tree.placeChildren(of:in:_:)`.
  mutating func visit(_ node: Int, in bounds: Rect, tree: inout LayoutTree)
}
