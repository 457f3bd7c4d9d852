// An attempt at exercise 10 that keeps the main actor and a plain `Task`, not yet
// `async` as hint 3 suggests: the task runs on the main actor, so the state is written
// there, but nobody owns the task: cancelling the task that called `onFirstLoading()`
// leaves its sleep on the clock, and the calculator switches on after its screen is gone.
// judge: equivalence (whether the task is owned, at run time)
// verdict: fail
// expectation: Cancelling the task that calls `onFirstLoading()` ends its sleep and leaves the calculator loading
// saying: a sleep was still on the clock: loading runs in a task nobody owns

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
    Task {
      do {
        try await clock.sleep(for: .seconds(3))
      } catch {
        return
      }
      isLoadingOnStart = false
    }
  }
}
