// An attempt at exercise 10 that declares the class `Sendable`, without
// `@unchecked`: Swift 6 then checks the claim, and a class with a `var` is not safe to
// share, so it does not compile.
// judge: structure
// verdict: fail
// expectation: SeedViewModel.swift compiles in Swift 6 mode with no warnings
// saying: with warnings as errors, the compiler refuses SeedViewModel.swift

/// The seed's loading.
final class SeedViewModel: Sendable {
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
