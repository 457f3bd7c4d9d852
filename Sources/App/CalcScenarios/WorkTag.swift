import Foundation
import KitSupport

/// A tag on the tasks one event starts, so a runner can tell when they are
/// asleep or over without holding their handles.
///
/// SwiftUI keeps no handle to a `Task {}` started in `.onAppear` or in a
/// button's action, and neither does the seed. So ``ScenarioRunner`` sends each
/// event inside `WorkTag.$current.withValue(tag)`: every task the event starts
/// inherits the tag as a task-local value, and a task lets go of its
/// task-local values as it ends. No document promises that timing; it is how
/// Swift 6.3 behaves, and `WorkTagTests` pin it. ``ManualClock`` tells the tag
/// when one of its tasks falls asleep and when it wakes. The view models never
/// see the tag, so it cannot change what they do.
final class WorkTag: Sendable {
  /// The tag of the event whose work is running now; `nil` outside a runner.
  @TaskLocal static var current: WorkTag?

  private let id: Int
  private let monitor: WorkMonitor

  fileprivate init(id: Int, monitor: WorkMonitor) {
    self.id = id
    self.monitor = monitor
  }

  deinit { monitor.ended(id) }

  /// One of the tagged tasks went to sleep on the clock.
  func fellAsleep() { monitor.changeSleepers(of: id, by: 1) }

  /// One of the tagged tasks woke: its sleep ended or was cancelled.
  func wokeUp() { monitor.changeSleepers(of: id, by: -1) }
}

/// Knows, for every tag still alive, whether its work is asleep.
///
/// Work is settled when every live tag has a sleep pending on the clock: an
/// event's task has either ended (its tag is gone) or is asleep.
final class WorkMonitor: Sendable {
  /// Everything that changes, reached only through `state.withLock`.
  private struct State {
    var lastID = 0
    /// How many sleeps each live tag has pending, by tag id.
    var sleepers: [Int: Int] = [:]
    var waiters: [CheckedContinuation<Void, Never>] = []

    var isSettled: Bool { sleepers.values.allSatisfy { $0 > 0 } }
  }

  private let state = Locked(State())

  /// A new tag; keep it only as long as the event runs, so its tasks alone hold it.
  func makeTag() -> WorkTag {
    let id = state.withLock { state in
      state.lastID += 1
      state.sleepers[state.lastID] = 0
      return state.lastID
    }
    return WorkTag(id: id, monitor: self)
  }

  /// Waits until every tagged task has ended or is asleep.
  func settled() async {
    await withCheckedContinuation { continuation in
      let ready = state.withLock { state in
        guard state.isSettled else {
          state.waiters.append(continuation)
          return false
        }
        return true
      }
      if ready { continuation.resume() }
    }
  }

  fileprivate func ended(_ id: Int) {
    update { $0.sleepers[id] = nil }
  }

  fileprivate func changeSleepers(of id: Int, by change: Int) {
    update { $0.sleepers[id] = $0.sleepers[id].map { $0 + change } }
  }

  private func update(_ change: (inout State) -> Void) {
    let ready: [CheckedContinuation<Void, Never>] = state.withLock { state in
      change(&state)
      guard state.isSettled else { return [] }
      defer { state.waiters = [] }
      return state.waiters
    }
    for waiter in ready { waiter.resume() }
  }
}
