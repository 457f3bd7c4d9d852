// A blind learner's answer to exercise 10, written without the corpus: keeps
// Task.detached, hops to the main actor only for the write; the sleep runs on no actor and
// nobody owns the task. (Race-free in fact; the exercise forbids it.)
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
    Task.detached { [clock] in
      try await clock.sleep(for: .seconds(3))
      await MainActor.run { self.isLoadingOnStart = false }
    }
  }
}
