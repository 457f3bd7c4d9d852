import TestSupport
import Testing

@testable import CalcScenarios

@Suite("Manual clock", .backstopTimeLimit)
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

  @Test("A wait for sleepers ends, with what is asleep, when its task is cancelled")
  func cancelledWaitForSleepers() async {
    let clock = ManualClock()
    let wait = Task { await clock.waitForSleepers(count: 1) }
    wait.cancel()
    #expect(await wait.value.isEmpty)
  }

  @Test("Advancing to finish a task returns its value once the advance ends its sleep")
  func advanceFinishing() async throws {
    let clock = ManualClock()
    let work = Task {
      try await clock.sleep(for: .seconds(3))
      return "done"
    }
    #expect(try await clock.advance(by: .seconds(3), finishing: work) == "done")
    #expect(clock.now.offset == .seconds(3))
  }

  @Test("Advancing to finish a task fails at once when its deadline is later, and cancels it")
  func advanceFinishingLaterDeadline() async {
    let clock = ManualClock()
    let work = Task { try await clock.sleep(for: .milliseconds(3001)) }
    await clock.waitForSleepers(count: 1)
    let error = await #expect(throws: ManualClock.Unfinished.self) {
      try await clock.advance(by: .seconds(3), finishing: work, fileID: "Test.swift", line: 7)
    }
    let late = ManualClock.Sleeper(id: 1, deadline: .init(offset: .milliseconds(3001)))
    #expect(
      error == .stillAsleep(at: .init(offset: .seconds(3)), pending: [late], call: "Test.swift:7"))
    await #expect(throws: CancellationError.self) { try await work.value }
    #expect(clock.pending.isEmpty)
  }

  @Test("Advancing to finish a task fails when the task falls asleep again")
  func advanceFinishingSleepsAgain() async {
    let clock = ManualClock()
    let work = Task {
      try await clock.sleep(for: .seconds(1))
      try await clock.sleep(for: .seconds(1))
    }
    await #expect(throws: ManualClock.Unfinished.self) {
      try await clock.advance(by: .seconds(1), finishing: work)
    }
  }

  @Test("Advancing by zero to finish a task passes when it ends without sleeping, else fails")
  func advanceFinishingWithoutTime() async throws {
    let clock = ManualClock()
    let quick = Task { 42 }
    #expect(try await clock.advance(by: .zero, finishing: quick) == 42)

    let slow = Task { try await clock.sleep(for: .seconds(3)) }
    await #expect(throws: ManualClock.Unfinished.self) {
      try await clock.advance(by: .zero, finishing: slow)
    }
    #expect(clock.now.offset == .zero)
  }

  @Test("Advancing to finish a task lets other sleepers go back to sleep, as a spinner does")
  func advanceFinishingBesideASpinner() async throws {
    let clock = ManualClock()
    let spinner = Task {
      while true { try await clock.sleep(for: .milliseconds(250)) }
    }
    let work = Task { try await clock.sleep(for: .seconds(1)) }
    await clock.waitForSleepers(count: 2)
    try await clock.advance(by: .seconds(1), finishing: work)
    #expect(await clock.waitForSleepers(count: 1).count == 1, "the spinner sleeps on")
    spinner.cancel()
  }

  @Test("Advancing to finish a task throws what the task threw")
  func advanceFinishingRethrows() async {
    struct Broken: Error {}
    let clock = ManualClock()
    let work = Task {
      try await clock.sleep(for: .seconds(1))
      throw Broken()
    }
    await #expect(throws: Broken.self) { try await clock.advance(by: .seconds(1), finishing: work) }
  }

  @Test("A failure to finish says what is pending, on which clock, at what time")
  func unfinishedDescription() {
    let pending = [ManualClock.Sleeper(id: 2, deadline: .init(offset: .milliseconds(3001)))]
    let error = ManualClock.Unfinished.stillAsleep(
      at: .init(offset: .seconds(3)), pending: pending, call: "CalcCoreTests/X.swift:12")
    #expect(
      error.description
        == "The work did not finish: the manual clock advanced at CalcCoreTests/X.swift:12 "
        + "is at 3.0 seconds, and 1 sleep(s) are still pending on it (#2 due at 3.001 seconds). "
        + "It is asleep with a later deadline, or fell asleep again; advance further, or check "
        + "clock.pending before awaiting it.")
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
