import Foundation
import KitSupport

/// A clock whose time moves only when you move it.
///
/// Give it to a view model in tests instead of `ContinuousClock`: a sleep on it
/// never ends by itself. You wait until the code under test is asleep, then
/// advance the clock, which resumes every sleeper whose deadline has come.
/// `advance(by:finishing:)` does both and then waits for the work, failing
/// instead of hanging when the work cannot finish:
///
/// ```swift
/// let clock = ManualClock()
/// let model = CalculatorViewModel(clock: clock)
/// let load = Task { await model.onFirstLoading() }
/// try await clock.advance(by: .seconds(3), finishing: load)
/// print(model.state.isLoadingOnStart)
/// // Prints "false"
/// ```
///
/// Nothing here counts `Task.yield()`s: sleepers are resumed by the clock
/// itself, and `waitForSleepers(count:)` returns as soon as a sleep has
/// registered, so tests stay deterministic while Swift Testing runs them in
/// parallel on a busy machine.
public final class ManualClock: Clock, Sendable {
  /// A point in time on a manual clock: how far it is from the clock's start.
  public struct Instant: InstantProtocol, CustomStringConvertible {
    /// The time since the clock started.
    public var offset: Duration

    /// Creates an instant at a distance from the clock's start.
    public init(offset: Duration = .zero) {
      self.offset = offset
    }

    /// The instant a duration later.
    public func advanced(by duration: Duration) -> Instant {
      Instant(offset: offset + duration)
    }

    /// The duration from this instant to another.
    public func duration(to other: Instant) -> Duration {
      other.offset - offset
    }

    /// Whether one instant comes before another.
    public static func < (lhs: Instant, rhs: Instant) -> Bool {
      lhs.offset < rhs.offset
    }

    /// The offset, as in `3.0 seconds`.
    public var description: String { "\(offset)" }
  }

  /// A sleep that has not ended yet.
  public struct Sleeper: Equatable, Sendable {
    /// A number unique to this sleep on this clock, in order of registration.
    public let id: Int
    /// When the sleep ends.
    public let deadline: Instant
  }

  private struct PendingSleep {
    let deadline: Instant
    let continuation: CheckedContinuation<Void, any Error>
  }

  private struct Waiter {
    let id: Int
    let count: Int
    let continuation: CheckedContinuation<[Sleeper], Never>
  }

  /// Everything that changes, reached only through `state.withLock`.
  private struct State {
    var current: Instant
    var sleeps: [Int: PendingSleep] = [:]
    var cancelledBeforeSleeping: Set<Int> = []
    var waiters: [Waiter] = []
    var cancelledBeforeWaiting: Set<Int> = []
    var lastID = 0
    var lastWaiterID = 0

    /// Removes and returns the sleeps due by `instant`.
    mutating func takeSleeps(until instant: Instant) -> [(Sleeper, PendingSleep)] {
      let due = sortedSleepers().filter { $0.deadline <= instant }
      return due.compactMap { sleeper in
        sleeps.removeValue(forKey: sleeper.id).map { (sleeper, $0) }
      }
    }

    /// A number for a new wait for sleepers, unique on this clock.
    mutating func newWaiterID() -> Int {
      lastWaiterID += 1
      return lastWaiterID
    }

    /// Removes and returns the waiters whose count is reached.
    mutating func takeSatisfiedWaiters() -> [(Waiter, [Sleeper])] {
      let sleepers = sortedSleepers()
      let satisfied = waiters.filter { $0.count <= sleepers.count }
      waiters.removeAll { $0.count <= sleepers.count }
      return satisfied.map { ($0, sleepers) }
    }

    /// The pending sleeps by deadline, then by order of registration.
    func sortedSleepers() -> [Sleeper] {
      sleeps.map { Sleeper(id: $0.key, deadline: $0.value.deadline) }
        .sorted { ($0.deadline, $0.id) < ($1.deadline, $1.id) }
    }
  }

  private let state: Locked<State>

  /// Creates a clock that reads `now`.
  public init(now: Instant = Instant()) {
    state = Locked(State(current: now))
  }

  /// The current time; it changes only when you advance the clock.
  public var now: Instant { state.withLock { $0.current } }

  /// The smallest step: none, since the clock moves only when told.
  public var minimumResolution: Duration { .zero }

  /// The sleeps that have not ended, earliest deadline first.
  public var pending: [Sleeper] { state.withLock { $0.sortedSleepers() } }

  /// Suspends until the clock is advanced to `deadline`, or throws
  /// `CancellationError` when the task is cancelled first.
  public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
    let id = state.withLock { state in
      state.lastID += 1
      return state.lastID
    }
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        register(id: id, deadline: deadline, continuation: continuation)
      }
    } onCancel: {
      cancel(id: id)
    }
  }

  /// Waits until at least `count` sleeps are pending, and returns them.
  ///
  /// Call it after starting work that sleeps and before advancing the clock,
  /// so the advance cannot come before the sleep it is meant to end. When the
  /// waiting task is cancelled, it returns at once with the sleeps pending then.
  @discardableResult
  public func waitForSleepers(count: Int = 1) async -> [Sleeper] {
    let id = state.withLock { $0.newWaiterID() }
    return await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        addWaiter(Waiter(id: id, count: count, continuation: continuation))
      }
    } onCancel: {
      stopWaiting(id: id)
    }
  }

  /// Moves time forward and resumes every sleep whose deadline has come,
  /// earliest first.
  ///
  /// - Returns: The sleeps it ended.
  @discardableResult
  public func advance(by duration: Duration) -> [Sleeper] {
    let due: [(Sleeper, PendingSleep)] = state.withLock { state in
      state.current = state.current.advanced(by: max(duration, .zero))
      return state.takeSleeps(until: state.current)
    }
    for (_, sleep) in due { sleep.continuation.resume() }
    return due.map(\.0)
  }

  /// Advances the clock, then waits for `task`, which must then finish: a wait
  /// that fails instead of hanging.
  ///
  /// Use it where a test would advance and then `await task.value`. When the
  /// work cannot finish at the new time, because it is still asleep with a
  /// later deadline or falls asleep again, awaiting it would never return; this
  /// throws ``Unfinished`` instead, saying what is still pending on the clock
  /// and at what time, and cancels the task so that nothing is left asleep.
  ///
  /// Call it once `task` is asleep on the clock. When nothing sleeps on the
  /// clock yet, it first waits until something does or `task` ends, so right
  /// after starting the task is fine too when nothing else uses the clock.
  /// It tells by counting sleeps, since a task sleeps one sleep at a time:
  /// while the advance's other sleepers go back to sleep, the count stays below
  /// what it was before the advance, and it reaches it again only when `task`
  /// is asleep too. `advance(by: .zero, finishing: task)` says that the work
  /// must end without time passing.
  ///
  /// - Returns: What `task` returned; an error it threw is thrown again.
  @discardableResult
  public func advance<Success: Sendable, Failure: Error>(
    by duration: Duration, finishing task: Task<Success, Failure>,
    fileID: String = #fileID, line: Int = #line
  ) async throws -> Success {
    var ended: Result<Success, Failure>?
    if pending.isEmpty, case .finished(let result) = await first(of: task, orSleepers: 1) {
      ended = result
    }
    let asleepBefore = pending.count
    advance(by: duration)
    if let ended { return try ended.get() }
    switch await first(of: task, orSleepers: asleepBefore) {
    case .finished(let result):
      return try result.get()
    case .asleep(let sleepers):
      task.cancel()
      throw Unfinished.stillAsleep(at: now, pending: sleepers, call: "\(fileID):\(line)")
    }
  }

  /// What came first: the task's end, or the clock holding `count` sleeps.
  private enum Race<Success: Sendable, Failure: Error>: Sendable {
    case finished(Result<Success, Failure>)
    case asleep([Sleeper])
  }

  /// Waits until `task` has finished or at least `count` sleeps are pending,
  /// whichever comes first.
  ///
  /// Each side waits in a task of its own, so the loser never holds up the
  /// winner; the wait for sleepers is then cancelled, which ends it at once.
  /// When the caller is cancelled, what is asleep then is the answer.
  private func first<Success: Sendable, Failure: Error>(
    of task: Task<Success, Failure>, orSleepers count: Int
  ) async -> Race<Success, Failure> {
    let (outcomes, outcome) = AsyncStream.makeStream(of: Race<Success, Failure>.self)
    let sleepers = Task { outcome.yield(.asleep(await waitForSleepers(count: count))) }
    Task { outcome.yield(.finished(await task.result)) }
    defer { sleepers.cancel() }
    for await first in outcomes { return first }
    return .asleep(pending)
  }

  /// Advances to the last pending deadline, ending every sleep registered so far.
  ///
  /// Work that starts a new sleep after being resumed registers it later;
  /// wait for it and run again.
  @discardableResult
  public func run() -> [Sleeper] {
    let last = pending.last?.deadline ?? now
    return advance(by: now.duration(to: last))
  }

  private func register(
    id: Int, deadline: Instant, continuation: CheckedContinuation<Void, any Error>
  ) {
    enum Outcome {
      case cancelled, due, sleeping([(Waiter, [Sleeper])])
    }
    let outcome: Outcome = state.withLock { state in
      if state.cancelledBeforeSleeping.remove(id) != nil { return .cancelled }
      if deadline <= state.current { return .due }
      state.sleeps[id] = PendingSleep(deadline: deadline, continuation: continuation)
      return .sleeping(state.takeSatisfiedWaiters())
    }
    switch outcome {
    case .cancelled:
      continuation.resume(throwing: CancellationError())
    case .due:
      continuation.resume()
    case .sleeping(let satisfied):
      for (waiter, sleepers) in satisfied { waiter.continuation.resume(returning: sleepers) }
    }
  }

  /// Resumes the waiter at once when its sleeps are pending or its wait was
  /// cancelled already, and keeps it until they are otherwise.
  private func addWaiter(_ waiter: Waiter) {
    let ready: [Sleeper]? = state.withLock { state in
      let cancelled = state.cancelledBeforeWaiting.remove(waiter.id) != nil
      guard state.sleeps.count >= waiter.count || cancelled else {
        state.waiters.append(waiter)
        return nil
      }
      return state.sortedSleepers()
    }
    if let ready { waiter.continuation.resume(returning: ready) }
  }

  /// Ends a wait for sleepers whose task was cancelled, or marks it to end as it begins.
  private func stopWaiting(id: Int) {
    let stopped: (Waiter, [Sleeper])? = state.withLock { state in
      guard let index = state.waiters.firstIndex(where: { $0.id == id }) else {
        state.cancelledBeforeWaiting.insert(id)
        return nil
      }
      return (state.waiters.remove(at: index), state.sortedSleepers())
    }
    if let (waiter, sleepers) = stopped { waiter.continuation.resume(returning: sleepers) }
  }

  private func cancel(id: Int) {
    let sleep: PendingSleep? = state.withLock { state in
      guard let sleep = state.sleeps.removeValue(forKey: id) else {
        state.cancelledBeforeSleeping.insert(id)
        return nil
      }
      return sleep
    }
    sleep?.continuation.resume(throwing: CancellationError())
  }
}
