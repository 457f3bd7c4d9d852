import Testing

@testable import CalcScenarios

@Suite("Manual clock")
struct ManualClockTests {
  @Test("Starts at zero and moves only when advanced")
  func startsAtZero() {
    let clock = ManualClock()
    #expect(clock.now.offset == .zero)
    clock.advance(by: .milliseconds(1500))
    #expect(clock.now.offset == .milliseconds(1500))
  }

  @Test("A negative advance leaves the time alone")
  func negativeAdvance() {
    let clock = ManualClock()
    clock.advance(by: .seconds(-2))
    #expect(clock.now.offset == .zero)
  }

  @Test("A sleep ends only when its deadline is reached")
  func sleepEndsAtDeadline() async throws {
    let clock = ManualClock()
    let sleep = Task { try await clock.sleep(for: .seconds(3)) }
    let registered = await clock.waitForSleepers(count: 1)
    #expect(registered.map(\.deadline.offset) == [.seconds(3)])

    #expect(clock.advance(by: .milliseconds(2999)).isEmpty)
    #expect(clock.pending.count == 1)

    let resumed = clock.advance(by: .milliseconds(1))
    #expect(resumed.map(\.id) == registered.map(\.id))
    try await sleep.value
    #expect(clock.pending.isEmpty)
  }

  @Test("Advancing resumes due sleeps earliest first and leaves later ones")
  func resumesInDeadlineOrder() async throws {
    let clock = ManualClock()
    let late = Task { try await clock.sleep(for: .seconds(5)) }
    await clock.waitForSleepers(count: 1)
    let early = Task { try await clock.sleep(for: .seconds(1)) }
    let middle = Task { try await clock.sleep(for: .seconds(2)) }
    let pending = await clock.waitForSleepers(count: 3)
    #expect(pending.map(\.deadline.offset) == [.seconds(1), .seconds(2), .seconds(5)])

    let resumed = clock.advance(by: .seconds(4))
    #expect(resumed.map(\.deadline.offset) == [.seconds(1), .seconds(2)])
    try await early.value
    try await middle.value
    #expect(clock.pending.map(\.deadline.offset) == [.seconds(5)])
    late.cancel()
    await #expect(throws: CancellationError.self) { try await late.value }
  }

  @Test("Run() ends every pending sleep and moves to the last deadline")
  func runEndsEverything() async throws {
    let clock = ManualClock()
    let sleeps = (1...20).map { seconds in
      Task { try await clock.sleep(for: .seconds(seconds)) }
    }
    await clock.waitForSleepers(count: 20)
    #expect(clock.run().count == 20)
    for sleep in sleeps { try await sleep.value }
    #expect(clock.now.offset == .seconds(20))
    #expect(clock.pending.isEmpty)
  }

  @Test("Run() with nothing pending changes nothing")
  func runWithNothingPending() {
    let clock = ManualClock()
    #expect(clock.run().isEmpty)
    #expect(clock.now.offset == .zero)
  }

  @Test("A sleep until a past deadline returns at once")
  func pastDeadline() async throws {
    let clock = ManualClock()
    clock.advance(by: .seconds(10))
    try await clock.sleep(until: ManualClock.Instant(offset: .seconds(5)))
    try await clock.sleep(for: .zero)
    #expect(clock.pending.isEmpty)
  }

  @Test("Cancelling a sleeper throws CancellationError and removes it")
  func cancellingThrows() async {
    let clock = ManualClock()
    let sleep = Task { try await clock.sleep(for: .seconds(3)) }
    await clock.waitForSleepers(count: 1)
    sleep.cancel()
    await #expect(throws: CancellationError.self) { try await sleep.value }
    #expect(clock.pending.isEmpty)
    #expect(clock.advance(by: .seconds(3)).isEmpty)
  }

  @Test("A task cancelled before it sleeps never registers")
  func cancelledBeforeSleeping() async {
    let clock = ManualClock()
    let sleep = Task {
      withUnsafeCurrentTask { $0?.cancel() }
      try await clock.sleep(for: .seconds(3))
    }
    await #expect(throws: CancellationError.self) { try await sleep.value }
    #expect(clock.pending.isEmpty)
  }

  @Test("Many sleepers registered in parallel are all resumed", arguments: [1, 10, 200])
  func parallelSleepers(count: Int) async throws {
    let clock = ManualClock()
    try await withThrowingTaskGroup(of: Void.self) { group in
      for index in 0..<count {
        group.addTask { try await clock.sleep(for: .milliseconds(index % 7 + 1)) }
      }
      let pending = await clock.waitForSleepers(count: count)
      #expect(pending.count == count)
      #expect(pending.map(\.deadline) == pending.map(\.deadline).sorted())
      clock.advance(by: .milliseconds(7))
      try await group.waitForAll()
    }
    #expect(clock.pending.isEmpty)
  }

  @Test("Waiting for sleepers that are already asleep returns at once")
  func waitForExistingSleepers() async {
    let clock = ManualClock()
    let sleep = Task { try await clock.sleep(for: .seconds(1)) }
    await clock.waitForSleepers(count: 1)
    let again = await clock.waitForSleepers(count: 1)
    #expect(again.count == 1)
    #expect(await clock.waitForSleepers(count: 0).count == 1)
    sleep.cancel()
  }

  @Test("Instants measure durations between them")
  func instantArithmetic() {
    let start = ManualClock.Instant()
    let later = start.advanced(by: .seconds(3))
    #expect(start.duration(to: later) == .seconds(3))
    #expect(later.duration(to: start) == .seconds(-3))
    #expect(start < later)
    #expect(later.description == "3.0 seconds")
  }
}
