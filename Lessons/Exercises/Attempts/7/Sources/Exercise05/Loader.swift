// An attempt at exercise 5 that shows the loading screen again at the start of every load:
// once switched on, a screen that disappears and appears again goes back to loading for
// 3 s, where the kit's stays on.
// Rejected by the equivalence judge: a shortest path switches on, then appears again.
// judge: equivalence
// verdict: fail
// expectation: Over every path of appearing, disappearing, replacing and waiting, your loader loads as the kit's does
// saying: your loader has another `isLoadingOnStart` than the kit's

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
    isLoadingOnStart = true
    do {
      try await clock.sleep(for: .seconds(3))
    } catch {
      return
    }
    isLoadingOnStart = false
  }
}
