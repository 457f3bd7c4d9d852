extension View {
  /// Adds space around this view, in points.
  ///
  /// - Parameters:
  ///   - edges: The sides that get space; every side by default.
  ///   - length: The points of space, 16 by default as in SwiftUI: 2 lines
  ///     above and below, 3 columns at the sides.
  /// - Returns: The view with space around it.
  public func padding(_ edges: Edge.Set = .all, _ length: Double = 16) -> some View {
    let lines = PointScale.lines(length)
    let columns = PointScale.columns(length)
    return modifier(
      PaddingModifier(
        top: edges.contains(.top) ? lines : 0,
        leading: edges.contains(.leading) ? columns : 0,
        bottom: edges.contains(.bottom) ? lines : 0,
        trailing: edges.contains(.trailing) ? columns : 0))
  }

  /// Adds the same number of points of space on every side of this view.
  public func padding(_ length: Double) -> some View {
    padding(.all, length)
  }
}

/// Empty cells on each side of a view.
struct PaddingModifier: LayoutModifier {
  let top: Int
  let leading: Int
  let bottom: Int
  let trailing: Int

  func node(wrapping content: any LayoutNode) -> any LayoutNode {
    PaddingNode(content: content, padding: self)
  }
}

/// Lays out a view with empty cells around it.
struct PaddingNode: LayoutNode {
  let content: any LayoutNode
  /// The cells on each side.
  let padding: PaddingModifier

  func size(proposed: Size) -> Size {
    let size = content.size(proposed: inner(proposed))
    return Size(
      width: size.width + padding.leading + padding.trailing,
      height: size.height + padding.top + padding.bottom)
  }

  /// The content goes inside the padding.
  func place(in bounds: Rect) -> [Placement] {
    let size = content.size(proposed: inner(bounds.size))
    let inside = bounds.child(column: padding.leading, line: padding.top, size: size)
    return [Placement(node: content, bounds: inside)]
  }

  /// What is left of a proposal inside the padding.
  private func inner(_ proposed: Size) -> Size {
    Size(
      width: max(proposed.width - padding.leading - padding.trailing, 0),
      height: max(proposed.height - padding.top - padding.bottom, 0))
  }
}
