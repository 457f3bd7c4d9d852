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
  public func frame(width: Double? = nil, height: Double? = nil) -> ModifiedView<Self> {
    ModifiedView(
      content: self,
      modifier: .frame(width: width.map(PointScale.columns), height: height.map(PointScale.lines))
    )
  }
}

/// Lays out a view in a fixed frame.
struct FrameNode: LayoutNode {
  let content: any LayoutNode
  /// Columns, or `nil` for the content's width.
  let width: Int?
  /// Lines, or `nil` for the content's height.
  let height: Int?

  func size(proposed: Size) -> Size {
    let content = content.size(proposed: contentProposal(proposed))
    return Size(
      width: max(width ?? content.width, content.width),
      height: max(height ?? content.height, content.height))
  }

  func place(in bounds: Rect) -> [Placement] {
    [Placement(node: content, bounds: contentBounds(in: bounds))]
  }

  func render(into canvas: inout Canvas, in bounds: Rect) {
    content.render(into: &canvas, in: contentBounds(in: bounds))
  }

  /// Where the content goes: centred in `bounds`.
  private func contentBounds(in bounds: Rect) -> Rect {
    let size = content.size(proposed: contentProposal(bounds.size))
    let column = Anchor.middle.offset(of: size.width, in: bounds.size.width)
    let line = Anchor.middle.offset(of: size.height, in: bounds.size.height)
    return bounds.child(column: column, line: line, size: size)
  }

  private func contentProposal(_ proposed: Size) -> Size {
    Size(width: width ?? proposed.width, height: height ?? proposed.height)
  }
}
