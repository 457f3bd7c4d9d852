// An attempt at exercise 10 that silences Swift 6 with `@unchecked Sendable` and
// keeps `Task.detached`: it compiles, and the detached task still writes the state off the
// main actor while the screen reads it.
// judge: equivalence (where the state is written, at run time)
// verdict: fail
// expectation: Loading writes `isLoadingOnStart` on the main actor
// saying: Loading wrote `isLoadingOnStart` while the main actor was busy

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
