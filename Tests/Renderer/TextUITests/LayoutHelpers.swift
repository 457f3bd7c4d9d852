@testable import TextUI

/// The node a view is laid out as, in an environment.
func node(
  for view: some View, environment: RenderEnvironment = RenderEnvironment()
) -> any LayoutNode {
  var nodes = ViewNodes(environment: environment)
  return nodes.single(view)
}

/// Lays a view out at its own size for a proposed width, and returns its lines.
func layout(
  _ view: some View, width: Int, environment: RenderEnvironment = RenderEnvironment()
) -> [String] {
  let node = node(for: view, environment: environment)
  let size = node.size(proposed: Size(width: width, height: Size.unboundedHeight))
  var canvas = Canvas(size: size)
  node.render(into: &canvas, in: Rect(origin: .zero, size: size))
  return canvas.lines
}

/// The size a view asks for when offered `width` columns.
func measure(
  _ view: some View, width: Int, environment: RenderEnvironment = RenderEnvironment()
) -> Size {
  node(for: view, environment: environment).size(
    proposed: Size(width: width, height: Size.unboundedHeight))
}

/// Every node of a laid-out view, parents before children, with where it was placed.
func placements(of view: some View, width: Int) -> [Placement] {
  let node = node(for: view)
  let size = node.size(proposed: Size(width: width, height: Size.unboundedHeight))
  func descend(_ placement: Placement) -> [Placement] {
    [placement] + placement.node.place(in: placement.bounds).flatMap(descend)
  }
  return descend(Placement(node: node, bounds: Rect(origin: .zero, size: size)))
}

extension String {
  /// The string with spaces after it up to `length` characters, as a
  /// leading-aligned line of a laid-out column reads.
  func padding(toLength length: Int) -> String {
    self + String(repeating: " ", count: max(length - count, 0))
  }
}
