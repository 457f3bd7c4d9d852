// An attempt at exercise 10 that names the task's type in full before `.detached`:
// `Task<Void, any Error>.detached` is `Task.detached`, work on no actor that nobody owns.
// verdict: fail
// expectation: No escape hatch hides the race: no `@unchecked Sendable`, `nonisolated(unsafe)`, `@preconcurrency` or `Task.detached`
// saying: `Task.detached` runs its work on no actor, however its type is spelled

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
    Task<Void, any Error>.detached {
      try await self.clock.sleep(for: .seconds(3))
      await MainActor.run { self.isLoadingOnStart = false }
    }
  }
}
