import Foundation
import KitSupport

/// A clock whose time moves only when you move it.
///
/// Give it to a view model in tests instead of `ContinuousClock`: a sleep on it
/// never ends by itself. You wait until the code under test is asleep, then
/// advance the clock, which resumes every sleeper whose deadline has come.
///
/// ```swift
/// let clock = ManualClock()
/// let model = CalculatorViewModel(clock: clock)
/// let load = Task { await model.onFirstLoading() }
/// await clock.waitForSleepers(count: 1)
/// clock.advance(by: .seconds(3))
/// await load.value
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
    /// The runner's tag on the sleeping task, told when it falls asleep and wakes.
    weak var tag: WorkTag?
  }

  private struct Waiter {
    let count: Int
    let continuation: CheckedContinuation<[Sleeper], Never>
  }

  /// Everything that changes, reached only through `state.withLock`.
  private struct State {
    var current: Instant
    var sleeps: [Int: PendingSleep] = [:]
    var cancelledBeforeSleeping: Set<Int> = []
    var waiters: [Waiter] = []
    var lastID = 0

    /// Removes and returns the sleeps due by `instant`.
    mutating func takeSleeps(until instant: Instant) -> [(Sleeper, PendingSleep)] {
      let due = sortedSleepers().filter { $0.deadline <= instant }
      return due.compactMap { sleeper in
        let sleep = sleeps.removeValue(forKey: sleeper.id)
        sleep?.tag?.wokeUp()
        return sleep.map { (sleeper, $0) }
      }
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
    let tag = WorkTag.current
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        register(id: id, deadline: deadline, continuation: continuation, tag: tag)
      }
    } onCancel: {
      cancel(id: id)
    }
  }

  // lesson:wait-for-sleepers begin
  /// Waits until at least `count` sleeps are pending, and returns them.
  ///
  /// Call it after starting work that sleeps and before advancing the clock,
  /// so the advance cannot come before the sleep it is meant to end.
  @discardableResult
  public func waitForSleepers(count: Int = 1) async -> [Sleeper] {
    await withCheckedContinuation { continuation in
      let ready: [Sleeper]? = state.withLock { state in
        guard state.sleeps.count >= count else {
          state.waiters.append(Waiter(count: count, continuation: continuation))
          return nil
        }
        return state.sortedSleepers()
      }
      if let ready { continuation.resume(returning: ready) }
    }
  }
  // lesson:wait-for-sleepers end

  // lesson:advance begin
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
  // lesson:advance end

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
    id: Int, deadline: Instant, continuation: CheckedContinuation<Void, any Error>,
    tag: WorkTag?
  ) {
    enum Outcome {
      case cancelled, due, sleeping([(Waiter, [Sleeper])])
    }
    let outcome: Outcome = state.withLock { state in
      if state.cancelledBeforeSleeping.remove(id) != nil { return .cancelled }
      if deadline <= state.current { return .due }
      state.sleeps[id] = PendingSleep(deadline: deadline, continuation: continuation, tag: tag)
      tag?.fellAsleep()
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

  private func cancel(id: Int) {
    let sleep: PendingSleep? = state.withLock { state in
      guard let sleep = state.sleeps.removeValue(forKey: id) else {
        state.cancelledBeforeSleeping.insert(id)
        return nil
      }
      sleep.tag?.wokeUp()
      return sleep
    }
    sleep?.continuation.resume(throwing: CancellationError())
  }
}
