// Exercise 10 · Concurrency (lesson 5, Lessons/05-isolation.md): the reference solution.

/// The seed's loading, isolated to the main actor.
@MainActor
final class SeedViewModel {
  /// Whether the calculator is still switching on.
  var isLoadingOnStart = true
  private let clock: any Clock<Duration>

  init(clock: any Clock<Duration> = ContinuousClock()) {
    self.clock = clock
  }

  /// Switches the calculator on after 3 seconds; cancelling it leaves it loading.
  func onFirstLoading() async {
    do {
      try await clock.sleep(for: .seconds(3))
    } catch {
      return
    }
    isLoadingOnStart = false
  }
}
