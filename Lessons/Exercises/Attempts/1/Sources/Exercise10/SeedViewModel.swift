// An attempt at exercise 10 that keeps the main actor and a plain `Task`, not yet
// `async` as hint 3 suggests: the task runs on the main actor, so it passes.
// verdict: pass

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
      do {
        try await clock.sleep(for: .seconds(3))
      } catch {
        return
      }
      isLoadingOnStart = false
    }
  }
}
