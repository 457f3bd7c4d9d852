#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#elseif canImport(ucrt)
  import ucrt
#endif

/// The nodes, texts or buttons of one layout, in memory the layout owns alone.
///
/// Views append nodes and link them to their siblings hundreds of times per
/// screen; an array would check on each write that its storage is not
/// shared. This buffer cannot be copied, so it never is shared, and it reads
/// and writes its elements in place. Indices are checked in debug builds
/// only, as `LayoutTree` checks them: every index comes from the buffer itself.
struct LayoutBuffer<Element: ~Copyable>: ~Copyable {
  /// The elements, `count` of them initialized, room for `capacity`.
  private var base: UnsafeMutablePointer<Element>
  /// How many elements the buffer holds.
  private(set) var count = 0
  /// How many elements fit before the buffer grows.
  private var capacity: Int
  /// Whether `base` came from `malloc`, and so goes back with `free`; it
  /// came from the runtime's allocator only if `malloc` had none to give.
  private var fromMalloc: Bool

  /// An empty buffer with room for `capacity` elements.
  init(capacity: Int) {
    self.capacity = max(capacity, 1)
    (base, fromMalloc) = Self.allocate(capacity: self.capacity)
  }

  deinit {
    base.deinitialize(count: count)
    Self.release(base, fromMalloc: fromMalloc)
  }

  /// Memory for `capacity` elements, from `malloc` when it has some.
  ///
  /// `UnsafeMutablePointer.allocate` asks the runtime for memory of a stated
  /// alignment, which glibc serves through `posix_memalign`, a slower path
  /// than `malloc` for no gain: `malloc` aligns for every element a layout
  /// holds (16 bytes at most).
  private static func allocate(capacity: Int) -> (UnsafeMutablePointer<Element>, fromMalloc: Bool) {
    if MemoryLayout<Element>.alignment <= 16,
      let memory = malloc(MemoryLayout<Element>.stride * capacity)
    {
      return (memory.bindMemory(to: Element.self, capacity: capacity), true)
    }
    return (UnsafeMutablePointer<Element>.allocate(capacity: capacity), false)
  }

  /// Gives back memory from ``allocate(capacity:)``.
  private static func release(_ memory: UnsafeMutablePointer<Element>, fromMalloc: Bool) {
    if fromMalloc { free(memory) } else { memory.deallocate() }
  }

  /// The element at `index`, read and written in place.
  subscript(index: Int) -> Element {
    unsafeAddress {
      assert((0..<count).contains(index), "no element \(index)")
      return UnsafePointer(base + index)
    }
    unsafeMutableAddress {
      assert((0..<count).contains(index), "no element \(index)")
      return base + index
    }
  }

  /// Adds an element after the others and returns its index.
  @discardableResult
  @inline(__always)
  mutating func append(_ element: consuming Element) -> Int {
    if count == capacity { grow() }
    (base + count).initialize(to: consume element)
    count += 1
    return count - 1
  }

  /// Twice the room, the elements moved over: rare, a screen's room is reserved for.
  @inline(never)
  private mutating func grow() {
    let (grown, grownFromMalloc) = Self.allocate(capacity: capacity * 2)
    grown.moveInitialize(from: base, count: count)
    Self.release(base, fromMalloc: fromMalloc)
    fromMalloc = grownFromMalloc
    base = grown
    capacity *= 2
  }

  /// Lends `body` the elements as a buffer, for a `LayoutTree` to lay out.
  mutating func withBuffer<Result>(_ body: (UnsafeMutableBufferPointer<Element>) -> Result)
    -> Result
  {
    body(UnsafeMutableBufferPointer(start: base, count: count))
  }
}
