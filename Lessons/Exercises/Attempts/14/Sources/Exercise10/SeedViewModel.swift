// An attempt at exercise 10 that isolates the class and keeps a `Task` in a `nonisolated`
// method, made to run on the main actor: the state is written there, it compiles, and it
// spells no escape hatch. But the task belongs to nobody: the judge cancels the task that
// called `onFirstLoading()` and finds the sleep still on the clock.
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
  nonisolated func onFirstLoading() {
    Task { @MainActor in
      do {
        try await clock.sleep(for: .seconds(3))
      } catch {
        return
      }
      isLoadingOnStart = false
    }
  }
}
