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

/// A fixed width, height or both, in cells, with the view centred in it.
struct FrameModifier: LayoutModifier {
  /// Columns, or `nil` for the content's width.
  let width: Int?
  /// Lines, or `nil` for the content's height.
  let height: Int?

  /// The frame's size, or the content's where it is larger or the frame has none.
  func size(of content: any LayoutNode, proposed: Size) -> Size {
    let size = content.size(proposed: contentProposal(proposed))
    return Size(
      width: max(width ?? size.width, size.width), height: max(height ?? size.height, size.height))
  }

  /// The content goes in the middle of `bounds`.
  func bounds(of content: any LayoutNode, in bounds: Rect) -> Rect {
    let size = content.size(proposed: contentProposal(bounds.size))
    let column = Anchor.middle.offset(of: size.width, in: bounds.size.width)
    let line = Anchor.middle.offset(of: size.height, in: bounds.size.height)
    return bounds.child(column: column, line: line, size: size)
  }

  /// The frame's size where it has one, else what the frame was offered.
  private func contentProposal(_ proposed: Size) -> Size {
    Size(width: width ?? proposed.width, height: height ?? proposed.height)
  }
}
