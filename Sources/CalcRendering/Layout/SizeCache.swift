/// The sizes a node answered for its two latest proposals, so asking again is free.
///
/// Stacks and grids ask a child for its size several times while they measure
/// and then place it, mostly with the same one or two proposals, and every
/// level of nesting multiplies the asking. Each node keeps one of these and
/// measures each proposal once. Nodes are made afresh for every
/// render, so a cache never outlives the views it measured.
struct SizeCache {
  private var latest = (proposal: Size(width: -1, height: -1), size: Size.zero)
  private var previous = (proposal: Size(width: -1, height: -1), size: Size.zero)

  /// The size remembered for `proposed`, if any.
  func size(proposed: Size) -> Size? {
    if latest.proposal == proposed { return latest.size }
    if previous.proposal == proposed { return previous.size }
    return nil
  }

  /// Remembers the size measured for `proposed`, forgetting the older of the two.
  mutating func remember(_ size: Size, proposed: Size) {
    previous = latest
    latest = (proposed, size)
  }
}
