// An attempt at exercise 10 that hides `@unchecked` from a text search with a comment
// between it and `Sendable`: the check reads the code without its comments, and the class
// is still shared between threads unchecked, its state written off the main actor.
// judge: equivalence (where the state is written, at run time)
// verdict: fail
// expectation: Loading writes `isLoadingOnStart` on the main actor
// saying: Loading wrote `isLoadingOnStart` while the main actor was busy

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
