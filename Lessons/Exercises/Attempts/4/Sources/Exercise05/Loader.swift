// An attempt at exercise 5 that sleeps with `Task.sleep`, on real time, instead of
// on the clock it was given: a test cannot move it.
// judge: equivalence
// verdict: fail
// expectation: Loading sleeps on the clock passed to `Loader(clock:)`
// saying: Nothing slept on the manual clock within 2 s

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
    do {
      try await Task.sleep(for: .seconds(3))
    } catch {
      return
    }
    isLoadingOnStart = false
  }
}
