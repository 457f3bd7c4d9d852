// A blind learner's answer to exercise 10, written without the corpus: sets
// isLoadingOnStart = false BEFORE sleeping: the calculator switches on at once, never
// shows the 3 s loading.
// judge: equivalence (where the state is written, at run time)
// verdict: fail
// expectation: Loading writes `isLoadingOnStart` on the main actor
// saying: Loading wrote `isLoadingOnStart` while the main actor was busy: the write ran on no

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
      isLoadingOnStart = false
      try await clock.sleep(for: .seconds(3))
    }
  }
}
