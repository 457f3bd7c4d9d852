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
    modifier(
      FrameModifier(width: width.map(PointScale.columns), height: height.map(PointScale.lines)))
  }
}

/// A fixed width, height or both, in cells.
struct FrameModifier: LayoutModifier {
  /// Columns, or `nil` for the content's width.
  let width: Int?
  /// Lines, or `nil` for the content's height.
  let height: Int?

  func node(wrapping content: any LayoutNode) -> any LayoutNode {
    FrameNode(content: content, frame: self)
  }
}

/// Lays out a view in a fixed frame.
struct FrameNode: LayoutNode {
  let content: any LayoutNode
  /// The frame's width and height.
  let frame: FrameModifier

  func size(proposed: Size) -> Size {
    let content = content.size(proposed: contentProposal(proposed))
    return Size(
      width: max(frame.width ?? content.width, content.width),
      height: max(frame.height ?? content.height, content.height))
  }

  /// The content goes in the middle of `bounds`.
  func place(in bounds: Rect) -> [Placement] {
    let size = content.size(proposed: contentProposal(bounds.size))
    let column = Anchor.middle.offset(of: size.width, in: bounds.size.width)
    let line = Anchor.middle.offset(of: size.height, in: bounds.size.height)
    return [Placement(node: content, bounds: bounds.child(column: column, line: line, size: size))]
  }

  /// The frame's size where it has one, else what the frame was offered.
  private func contentProposal(_ proposed: Size) -> Size {
    Size(width: frame.width ?? proposed.width, height: frame.height ?? proposed.height)
  }
}
