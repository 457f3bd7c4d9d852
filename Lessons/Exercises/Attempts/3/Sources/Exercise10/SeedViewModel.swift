// An attempt at exercise 10 that puts the class on the main actor, then opts the
// one property the detached task writes out of it with `nonisolated(unsafe)`.
// Strict memory safety checking (SE-0458) now refuses its unsafe code at compile time,
// before the run-time judge sees the write.
// judge: structure (strict memory safety: the compiler must prove the code memory safe)
// verdict: fail
// expectation: SeedViewModel.swift compiles in Swift 6 mode with no warnings
// saying: Swift's strict memory safety checking (SE-0458) finds unsafe code

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
