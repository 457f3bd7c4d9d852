// A blind learner's answer to exercise 10, written without the corpus: loading ends after
// 300 ms (typo for 3000), not 3 s.
// judge: equivalence (whether the task is owned, at run time)
// verdict: fail
// expectation: Cancelling the task that calls `onFirstLoading()` ends its sleep and leaves the calculator loading
// saying: After the task that called `onFirstLoading()` was cancelled, a sleep was still on the

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
      try await clock.sleep(for: .milliseconds(300))
      isLoadingOnStart = false
    }
  }
}
