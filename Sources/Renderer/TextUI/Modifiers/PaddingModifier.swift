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

  /// The content's size with the padding around it.
  func size(of content: any LayoutNode, proposed: Size) -> Size {
    let size = content.size(proposed: inner(proposed))
    return Size(width: size.width + leading + trailing, height: size.height + top + bottom)
  }

  /// The content goes inside the padding.
  func bounds(of content: any LayoutNode, in bounds: Rect) -> Rect {
    bounds.child(column: leading, line: top, size: content.size(proposed: inner(bounds.size)))
  }

  /// What is left of a proposal inside the padding.
  private func inner(_ proposed: Size) -> Size {
    Size(
      width: max(proposed.width - leading - trailing, 0),
      height: max(proposed.height - top - bottom, 0))
  }
}
