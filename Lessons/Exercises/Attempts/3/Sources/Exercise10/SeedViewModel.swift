// An attempt at exercise 10 that puts the class on the main actor, then opts the
// one property the detached task writes out of it with `nonisolated(unsafe)`.
// verdict: fail
// expectation: No escape hatch hides the race: no `@unchecked Sendable`, `nonisolated(unsafe)`, `@preconcurrency` or `Task.detached`
// saying: `nonisolated(unsafe)` switches the compiler's checks off

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
