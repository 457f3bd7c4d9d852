// A blind learner's answer to exercise 5, written without the corpus: async function that
// still starts an inner Task: the caller's await returns at once.
// judge: equivalence
// verdict: fail
// expectation: `onFirstLoading()` returns when loading ends, at 3 s and not before
// saying: At 2.999 s `await loader.onFirstLoading()` has already returned, though the calculator is

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
    Task {
      try await clock.sleep(for: .seconds(3))
      isLoadingOnStart = false
    }
  }
}
