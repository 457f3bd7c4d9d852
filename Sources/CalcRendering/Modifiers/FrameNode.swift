extension View {
  /// Gives this view a fixed width, height or both, in points, and centres it there.
  ///
  /// Points become cells in one place, `PointScale`: `.frame(width: 30)` is
  /// 6 columns, `.frame(height: 20)` is 2 lines. A frame never cuts its view:
  /// the view is offered the frame's width to wrap in, and a view that still
  /// does not fit makes the frame grow.
  ///
  /// - Parameters:
  ///   - width: The width in points, or `nil` to keep the view's width.
  ///   - height: The height in points, or `nil` to keep the view's height.
  /// - Returns: The view in its frame.
  public func frame(width: Double? = nil, height: Double? = nil) -> some View {
    ModifiedView(
      content: self,
      modifier: .frame(width: width.map(PointScale.columns), height: height.map(PointScale.lines))
    )
  }
}

/// Lays out a view, its node's only child, in a fixed frame.
struct FrameNode {
  /// Columns, or `nil` for the content's width.
  let width: Int?
  /// Lines, or `nil` for the content's height.
  let height: Int?

  func size(of node: Int, proposed: Size, in tree: inout LayoutTree) -> Size {
    let content = tree.size(of: tree.firstChild(of: node), proposed: contentProposal(proposed))
    return Size(
      width: max(width ?? content.width, content.width),
      height: max(height ?? content.height, content.height))
  }

  /// Hands the content its bounds: centred in the frame.
  func place(
    _ node: Int, in bounds: Rect, tree: inout LayoutTree, visitor: inout some PlacementVisitor
  ) {
    let content = tree.firstChild(of: node)
    let size = tree.size(of: content, proposed: contentProposal(bounds.size))
    let column = HorizontalAlignment.center.offset(of: size.width, in: bounds.size.width)
    let line = VerticalAlignment.center.offset(of: size.height, in: bounds.size.height)
    visitor.visit(content, in: bounds.child(column: column, line: line, size: size), tree: &tree)
  }

  private func contentProposal(_ proposed: Size) -> Size {
    Size(width: width ?? proposed.width, height: height ?? proposed.height)
  }
}
