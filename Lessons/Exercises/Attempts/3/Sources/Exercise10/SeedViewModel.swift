// An attempt at exercise 10 that puts the class on the main actor, then opts the
// one property the detached task writes out of it with `nonisolated(unsafe)`.
// judge: equivalence (where the state is written, at run time)
// verdict: fail
// expectation: Loading writes `isLoadingOnStart` on the main actor
// saying: Loading wrote `isLoadingOnStart` while the main actor was busy

/// The seed's loading.
@MainActor
final class SeedViewModel {
  /// Whether the calculator is still switching on.
  nonisolated(unsafe) var isLoadingOnStart = true
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
