/// The size a node answered for the latest width it was offered, so asking again is free.
///
/// Stacks and grids ask a child for its size several times while they measure
/// and then place it, mostly with the same one or two proposals, and every
/// level of nesting multiplies the asking. Each node keeps one of these; a
/// rigid node offered room to spare is answered before it is asked (see
/// ``LayoutTree/naturalSize(of:)``), so one remembered width is enough. Nodes
/// are made afresh for every render, so a cache never outlives the views it
/// measured.
///
/// Only the proposed width is remembered: heights are loose, and no node's
/// size depends on the height it is offered (``LayoutTree/size(of:proposed:)``),
/// so two proposals of the same width always get the same answer.
struct SizeCache {
  private var latest: (width: Int, size: Size)?

  /// The size remembered for `proposed`, if any.
  func size(proposed: Size) -> Size? {
    if let latest, latest.width == proposed.width { return latest.size }
    return nil
  }

  /// Remembers the size measured for `proposed`, forgetting the one before.
  mutating func remember(_ size: Size, proposed: Size) {
    latest = (proposed.width, size)
  }
}
