@testable import CalcRendering

/// Lays a view out at its own size for a proposed width, and returns its lines.
func layout(
  _ view: some View, width: Int, environment: RenderEnvironment = RenderEnvironment()
) -> [String] {
  let node = makeNode(for: view, in: environment)
  let size = node.size(proposed: Size(width: width, height: Size.unboundedHeight))
  var canvas = Canvas(size: size)
  node.render(into: &canvas, in: Rect(origin: .zero, size: size))
  return canvas.lines
}

/// The size a view asks for when offered `width` columns.
func measure(
  _ view: some View, width: Int, environment: RenderEnvironment = RenderEnvironment()
) -> Size {
  makeNode(for: view, in: environment).size(
    proposed: Size(width: width, height: Size.unboundedHeight))
}

/// Every node of a laid-out view, parents before children, with where it was placed.
func placements(of view: some View, width: Int) -> [Placement] {
  let node = makeNode(for: view, in: RenderEnvironment())
  let size = node.size(proposed: Size(width: width, height: Size.unboundedHeight))
  func descend(_ placement: Placement) -> [Placement] {
    [placement] + placement.node.place(in: placement.bounds).flatMap(descend)
  }
  return descend(Placement(node: node, bounds: Rect(origin: .zero, size: size)))
}
