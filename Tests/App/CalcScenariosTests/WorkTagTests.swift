import TestSupport
import Testing

@testable import CalcScenarios

@MainActor
@Suite("Work tags", .backstopTimeLimit)
struct WorkTagTests {
  let clock = ManualClock()
  let monitor = WorkMonitor()

  final class Log {
    var events: [String] = []
  }

  /// Starts `work` in a task that carries a fresh tag; only the task keeps the tag.
  @discardableResult
  func start(_ work: @escaping @MainActor () async -> Void) -> Task<Void, Never> {
    WorkTag.$current.withValue(monitor.makeTag()) {
      Task { await work() }
    }
  }

  @Test("Work that starts no task is settled at once")
  func noTask() async {
    WorkTag.$current.withValue(monitor.makeTag()) {}
    await monitor.settled()
  }

  @Test("A tagged task is settled while it sleeps and once it has ended, not between")
  func sleepsThenEnds() async {
    let log = Log()
    start { [clock] in
      try? await clock.sleep(for: .seconds(1))
      log.events.append("woke")
      try? await clock.sleep(for: .seconds(1))
      log.events.append("ended")
    }
    await monitor.settled()
    #expect(clock.pending.count == 1)
    #expect(log.events.isEmpty)

    clock.advance(by: .seconds(1))
    await monitor.settled()
    #expect(log.events == ["woke"], "settled again only once the task slept again")
    #expect(clock.pending.count == 1)

    clock.advance(by: .seconds(1))
    await monitor.settled()
    #expect(log.events == ["woke", "ended"], "settled only once the task ended")
  }

  @Test("A cancelled sleeper is running until its task ends")
  func cancelled() async {
    let log = Log()
    let task = start { [clock] in
      do {
        try await clock.sleep(for: .seconds(1))
      } catch {
        log.events.append("cancelled")
      }
    }
    await monitor.settled()
    task.cancel()
    await monitor.settled()
    #expect(log.events == ["cancelled"])
    #expect(clock.pending.isEmpty)
  }
}
