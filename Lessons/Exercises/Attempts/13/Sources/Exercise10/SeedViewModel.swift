// An attempt at exercise 10 that isolates the class, then runs loading in a `@concurrent`
// function, which runs on no actor, and lets it write the state through
// `nonisolated(unsafe)`. It compiles in Swift 6 mode. The judge does not read how the work
// is spelled: it runs the parts of loading on no actor itself, on an executor it drains by
// hand while it holds the main actor, and sees the state written by one of them.
// judge: equivalence (where the state is written, at run time)
// verdict: fail
// expectation: Loading writes `isLoadingOnStart` on the main actor
// saying: Loading wrote `isLoadingOnStart` while it ran on no actor

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
