// An attempt at exercise 10 that spells `Task.detached` through an alias of the task's
// type: `Loading.detached` is the same detached task, work on no actor that nobody owns.
// judge: equivalence (whether the task is owned, at run time)
// verdict: fail
// expectation: Cancelling the task that calls `onFirstLoading()` ends its sleep and leaves the calculator loading
// saying: a sleep was still on the clock: loading runs in a task nobody owns

/// The work that switches the calculator on.
typealias Loading = Task<Void, any Error>

/// The seed's loading.
@MainActor
final class SeedViewModel {
  /// Whether the calculator is still switching on.
  var isLoadingOnStart = true
  private let clock: any Clock<Duration>

  init(clock: any Clock<Duration> = ContinuousClock()) {
    self.clock = clock
  }

  /// Switches the calculator on after 3 seconds.
  func onFirstLoading() {
    Loading.detached {
      try await self.clock.sleep(for: .seconds(3))
      await MainActor.run { self.isLoadingOnStart = false }
    }
  }
}
