// A blind learner's answer to exercise 5, written without the corpus: splits the wait into
// 1 s + 2 s; the second sleep's cancellation is swallowed by try?, so a load cancelled
// after 1 s still switches on.
// judge: equivalence
// verdict: fail
// expectation: Loading sleeps on the clock passed to `Loader(clock:)`
// saying: The sleep ends at 1.0 seconds, not at 3 s.

/// Switches the calculator on.
@MainActor
final class Loader {
  /// Whether the calculator is still switching on.
  private(set) var isLoadingOnStart = true
  private let clock: any Clock<Duration>

  init(clock: any Clock<Duration> = ContinuousClock()) {
    self.clock = clock
  }

  /// Switches the calculator on after 3 seconds.
  func onFirstLoading() async {
    // a short first beat, then the rest
    do {
      try await clock.sleep(for: .seconds(1))
    } catch {
      return
    }
    try? await clock.sleep(for: .seconds(2))
    isLoadingOnStart = false
  }
}
