import KitSupport
import Testing

@Suite("Locked")
struct LockedTests {
  @Test("The value starts as given, and a change made in withLock is kept")
  func keepsChanges() {
    let names = Locked(["a"])
    names.withLock { $0.append("b") }
    #expect(names.withLock { $0 } == ["a", "b"])
  }

  @Test("withLock returns what its body returns")
  func returnsResult() {
    let count = Locked(41)
    let next = count.withLock { count in
      count += 1
      return "now \(count)"
    }
    #expect(next == "now 42")
  }

  @Test("A body that throws rethrows, and the lock is released for the next caller")
  func rethrowsAndUnlocks() {
    struct Refused: Error, Equatable {}
    let count = Locked(0)
    #expect(throws: Refused()) {
      try count.withLock { count in
        count = 5
        throw Refused()
      }
    }
    #expect(count.withLock { $0 } == 5)
  }

  @Test("Changes from many tasks at once are none of them lost", arguments: [2, 100])
  func parallelChanges(tasks: Int) async {
    let count = Locked(0)
    await withTaskGroup(of: Void.self) { group in
      for _ in 0..<tasks {
        group.addTask {
          for _ in 0..<1_000 { count.withLock { $0 += 1 } }
        }
      }
    }
    #expect(count.withLock { $0 } == tasks * 1_000)
  }
}
