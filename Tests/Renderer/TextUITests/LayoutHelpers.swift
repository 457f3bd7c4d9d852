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

/// A view drawn as you draw one, on a screen of 24 columns, between `>` and `<` that
/// mark the columns it takes; they sit on its last line.
func bounded(_ view: some View) -> String {
  ScreenRenderer(options: RenderOptions(width: 24)).render(
    HStack(alignment: .bottom, spacing: 0) {
      Text(">")
      view
      Text("<")
    })
}

/// A view drawn as you draw one, on a screen of 24 columns.
func screen(_ view: some View) -> String {
  ScreenRenderer(options: RenderOptions(width: 24)).render(view)
}

extension String {
  /// The string with spaces after it up to `length` characters, as a
  /// leading-aligned line of a laid-out column reads.
  func padding(toLength length: Int) -> String {
    self + String(repeating: " ", count: max(length - count, 0))
  }
}
