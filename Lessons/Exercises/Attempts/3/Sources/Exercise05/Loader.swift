// An attempt at exercise 5 that makes the function `async` but keeps the
// `Task { … }` inside it: the caller's `await` returns at once, and nothing can cancel
// the load.
// judge: equivalence
// verdict: fail
// expectation: `onFirstLoading()` returns when loading ends, at 3 s and not before
// saying: has already returned, though the calculator is still loading

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
    Task {
      do {
        try await clock.sleep(for: .seconds(3))
      } catch {
        return
      }
      isLoadingOnStart = false
    }
  }
}
