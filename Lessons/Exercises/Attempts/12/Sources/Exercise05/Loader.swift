// A blind learner's answer to exercise 5, written without the corpus: sleeps 2 s.
// judge: equivalence
// verdict: fail
// expectation: Loading sleeps on the clock passed to `Loader(clock:)`
// saying: The sleep ends at 2.0 seconds, not at 3 s.

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
    do {
      try await clock.sleep(for: .seconds(2))
    } catch {
      return
    }
    isLoadingOnStart = false
  }
}
