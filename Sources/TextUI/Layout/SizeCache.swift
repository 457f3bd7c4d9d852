/// The sizes a node answered for its two latest proposals, so asking again is free.
///
/// Stacks and grids ask a child for its size several times while they measure
/// and then place it, mostly with the same one or two proposals, and every
/// level of nesting multiplies the asking. A container node keeps one cache
/// and measures each proposal once. Nodes are made afresh for every render,
/// so a cache never outlives the views it measured.
final class SizeCache {
  private var latest: (proposal: Size, size: Size)?
  private var previous: (proposal: Size, size: Size)?

  /// The size remembered for `proposed`, or the one `measure` gives, which is then remembered.
  func size(proposed: Size, measure: () -> Size) -> Size {
    if let latest, latest.proposal == proposed { return latest.size }
    if let previous, previous.proposal == proposed { return previous.size }
    let size = measure()
    previous = latest
    latest = (proposed, size)
    return size
  }
}
