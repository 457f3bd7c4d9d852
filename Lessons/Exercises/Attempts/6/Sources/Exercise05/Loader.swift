// An attempt at exercise 5 that guards against loading twice with a flag set by the first
// load: when the screen disappears while loading, the load is cancelled, and the next
// appear starts none, so the calculator stays loading for good.
// Rejected by the equivalence judge: its shortest path appears, disappears, appears again
// and waits 3 s.
// judge: equivalence
// verdict: fail
// expectation: Over every path of appearing, disappearing, replacing and waiting, your loader loads as the kit's does
// saying: After appear, disappear, appear, wait 3s, your loader has another `isLoadingOnStart`

/// Switches the calculator on.
@MainActor
final class Loader {
  /// Whether the calculator is still switching on.
  private(set) var isLoadingOnStart = true
  private let clock: any Clock<Duration>
  /// Whether a load has started, so that the calculator never loads twice.
  private var started = false

  init(clock: any Clock<Duration> = ContinuousClock()) {
    self.clock = clock
  }

  /// Switches the calculator on after 3 seconds; a cancelled load leaves it loading.
  func onFirstLoading() async {
    guard !started else { return }
    started = true
    do {
      try await clock.sleep(for: .seconds(3))
    } catch {
      return
    }
    isLoadingOnStart = false
  }
}
