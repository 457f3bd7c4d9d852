/// The nodes of one layout, in memory the layout owns alone.
///
/// Views append nodes and link them to their siblings hundreds of times per
/// screen; an array would check on each write that its storage is not
/// shared. This buffer cannot be copied, so it never is shared, and it reads
/// and writes its nodes in place. Indices are checked in debug builds only,
/// as `LayoutTree` checks them: every index comes from the buffer itself.
struct NodeBuffer: ~Copyable {
  /// The nodes, `count` of them initialized, room for `capacity`.
  private var base: UnsafeMutablePointer<LayoutNode>
  /// How many nodes the buffer holds.
  private(set) var count = 0
  /// How many nodes fit before the buffer grows.
  private var capacity: Int

  /// An empty buffer with room for `capacity` nodes.
  init(capacity: Int) {
    self.capacity = max(capacity, 1)
    base = .allocate(capacity: self.capacity)
  }

  deinit {
    base.deinitialize(count: count)
    base.deallocate()
  }

  /// The node at `index`, read and written in place.
  subscript(index: Int) -> LayoutNode {
    unsafeAddress {
      assert((0..<count).contains(index), "no node \(index)")
      return UnsafePointer(base + index)
    }
    unsafeMutableAddress {
      assert((0..<count).contains(index), "no node \(index)")
      return base + index
    }
  }

  /// Adds a node after the others and returns its index.
  mutating func append(_ node: LayoutNode) -> Int {
    if count == capacity {
      // Twice the room, the nodes moved over: rare, a screen's nodes are reserved for.
      let grown = UnsafeMutablePointer<LayoutNode>.allocate(capacity: capacity * 2)
      grown.moveInitialize(from: base, count: count)
      base.deallocate()
      base = grown
      capacity *= 2
    }
    (base + count).initialize(to: node)
    count += 1
    return count - 1
  }

  /// Lends `body` the nodes as a buffer, for a `LayoutTree` to lay out.
  mutating func withNodes<Result>(_ body: (UnsafeMutableBufferPointer<LayoutNode>) -> Result)
    -> Result
  {
    body(UnsafeMutableBufferPointer(start: base, count: count))
  }
}
