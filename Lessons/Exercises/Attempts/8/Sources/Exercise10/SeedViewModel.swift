// An attempt at exercise 10 that drops `.detached`, as hint 2 says, but not the
// other half: with no actor on the class, a plain `Task` still runs off the main actor,
// and Swift 6 still refuses it.
// judge: structure
// verdict: fail
// expectation: SeedViewModel.swift compiles in Swift 6 mode with no warnings
// saying: with warnings as errors, the compiler refuses SeedViewModel.swift

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
