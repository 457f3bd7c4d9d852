// A blind learner's answer to exercise 10, written without the corpus: sleeps with
// Task.sleep (real time) instead of the injected clock: tests that drive a manual clock
// never see loading end.
// judge: equivalence (loading on the clock)
// verdict: fail
// expectation: Loading still ends after 3 s on the clock it is given
// saying: Loading never slept on the clock passed to `SeedViewModel(clock:)`.

/// The seed's loading, with `Task.detached {` where the seed writes `Task {`.
@MainActor
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
      try await Task.sleep(for: .seconds(3))
      isLoadingOnStart = false
    }
  }
}
