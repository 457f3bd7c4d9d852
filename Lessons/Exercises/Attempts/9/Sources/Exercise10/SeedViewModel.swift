// An attempt at exercise 10 that hides `@unchecked` from a text search with a comment
// between it and `Sendable`: the check reads the code without its comments, and the class
// is still shared between threads unchecked, its state written off the main actor.
// verdict: fail
// expectation: No escape hatch hides the race: no `@unchecked Sendable`, `nonisolated(unsafe)`, `@preconcurrency` or `Task.detached`
// saying: `@unchecked Sendable` tells the compiler to trust you

/// The seed's loading.
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
      try await self.clock.sleep(for: .seconds(3))
      self.isLoadingOnStart = false
    }
  }
}

extension SeedViewModel: @unchecked /* checked by hand */ Sendable {}
