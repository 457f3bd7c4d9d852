// An attempt at exercise 10 that silences Swift 6 with `@unchecked Sendable` and
// keeps `Task.detached`: it compiles, and the detached task still writes the state off the
// main actor while the screen reads it.
// judge: equivalence (whether the task is owned, at run time)
// verdict: fail
// expectation: Cancelling the task that calls `onFirstLoading()` ends its sleep and leaves the calculator loading
// saying: a sleep was still on the clock: loading runs in a task nobody owns

/// The seed's loading.
final class SeedViewModel: @unchecked Sendable {
  /// Whether the calculator is still switching on.
  var isLoadingOnStart = true
  private let clock: any Clock<Duration>

  init(clock: any Clock<Duration> = ContinuousClock()) {
    self.clock = clock
  }

  /// Switches the calculator on after 3 seconds.
  func onFirstLoading() {
    Task.detached {
      try await self.clock.sleep(for: .seconds(3))
      self.isLoadingOnStart = false
    }
  }
}
