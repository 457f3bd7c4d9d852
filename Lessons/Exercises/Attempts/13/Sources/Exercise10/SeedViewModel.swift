// An attempt at exercise 10 that isolates the class, then runs loading in a `@concurrent`
// function, which runs on no actor, and lets it write the state through
// `nonisolated(unsafe)`. It compiles in Swift 6 mode. The judge does not read how the work
// is spelled: it holds the main actor busy after the clock passes 3 s and sees the state
// written meanwhile, so the write ran off the main actor.
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
  private let clock: any Clock<Duration> & Sendable

  init(clock: any Clock<Duration> & Sendable = ContinuousClock()) {
    self.clock = clock
  }

  /// Switches the calculator on after 3 seconds, off the main actor.
  @concurrent
  nonisolated func onFirstLoading() async {
    do {
      try await clock.sleep(for: .seconds(3))
    } catch {
      return
    }
    isLoadingOnStart = false
  }
}
