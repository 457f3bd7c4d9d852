@testable import CalcRendering

/// Lays a view out at its own size for a proposed width, and returns its lines.
func layout(
  _ view: some View, width: Int, environment: RenderEnvironment = RenderEnvironment()
) -> [String] {
  LayoutTree.withLayout(of: view, environment: environment) { tree in
    let root = tree.root
    let size = tree.size(of: root, proposed: Size(width: width, height: Size.unboundedHeight))
    var canvas = Canvas(size: size)
    tree.render(root, into: &canvas, in: Rect(origin: .zero, size: size))
    return canvas.lines
  }
}

/// The size a view asks for when offered `width` columns.
func measure(
  _ view: some View, width: Int, environment: RenderEnvironment = RenderEnvironment()
) -> Size {
  LayoutTree.withLayout(of: view, environment: environment) { tree in
    tree.size(of: tree.root, proposed: Size(width: width, height: Size.unboundedHeight))
  }
}

/// A node of a laid-out view and where its parent placed it.
struct Placement {
  let node: LayoutNode
  let bounds: Rect
  /// The node's button and what tapping it does, if it is one.
  let button: ButtonTap?
}

/// Every node of a laid-out view, parents before children, with where it was placed.
func placements(of view: some View, width: Int) -> [Placement] {
  LayoutTree.withLayout(of: view, environment: RenderEnvironment(), collectingTaps: true) {
    tree in
    let root = tree.root
    let size = tree.size(of: root, proposed: Size(width: width, height: Size.unboundedHeight))
    var collecting = CollectingPlacements()
    collecting.visit(root, in: Rect(origin: .zero, size: size), tree: &tree)
    return collecting.placements
  }
}

/// Collects every node it visits with its bounds, then visits the node's children.
struct CollectingPlacements: PlacementVisitor {
  var placements: [Placement] = []

  mutating func visit(_ node: Int, in bounds: Rect, tree: inout LayoutTree) {
    var button: ButtonTap?
    if case .button(let index, _) = tree.nodes[node].kind { button = tree.taps[index] }
    placements.append(Placement(node: tree.nodes[node], bounds: bounds, button: button))
    tree.placeChildren(of: node, in: bounds, &self)
  }
}

extension String {
  /// The string with spaces after it up to `length` characters, as a
  /// leading-aligned line of a laid-out column reads.
  func padding(toLength length: Int) -> String {
    self + String(repeating: " ", count: max(length - count, 0))
  }
}
