// An attempt at exercise 10 that isolates the class rightly but sleeps with the
// seed's `Task.sleep(nanoseconds:)`, on real time, instead of on the clock it was given.
// judge: equivalence
// verdict: fail
// expectation: Loading still ends after 3 s on the clock it is given
// saying: Loading never slept on the clock passed to `SeedViewModel(clock:)`.

/// The seed's loading.
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
      try await Task.sleep(nanoseconds: 3_000_000_000)
      isLoadingOnStart = false
    }
  }
}
