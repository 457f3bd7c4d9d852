// An attempt at exercise 5 that drops the sleep's error with `try?`: a cancelled
// load runs on to the next line and switches the calculator on at once.
// judge: equivalence
// verdict: fail
// expectation: Cancelling the load ends it at once and leaves the calculator loading
// saying: A cancelled load switched the calculator on

/// Switches the calculator on.
@MainActor
final class Loader {
  /// Whether the calculator is still switching on.
  private(set) var isLoadingOnStart = true
  private let clock: any Clock<Duration>

  init(clock: any Clock<Duration> = ContinuousClock()) {
    self.clock = clock
  }

  /// Switches the calculator on after 3 seconds; a cancelled load leaves it loading.
  func onFirstLoading() async {
    try? await clock.sleep(for: .seconds(3))
    isLoadingOnStart = false
  }
}
