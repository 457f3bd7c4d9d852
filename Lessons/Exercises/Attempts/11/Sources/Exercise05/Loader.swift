// A blind learner's answer to exercise 5, written without the corpus: try? swallows
// cancellation: a cancelled load switches on.
// judge: equivalence
// verdict: fail
// expectation: Cancelling the load ends it at once and leaves the calculator loading
// saying: A cancelled load switched the calculator on; it should stay loading, ready to load again.

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
    try? await clock.sleep(for: .seconds(3))
    isLoadingOnStart = false
  }
}
