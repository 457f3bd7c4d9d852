// Exercise 5 · Task (lesson 7, Lessons/07-task.md): the reference solution.

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
      try await clock.sleep(for: .seconds(3))
    } catch {
      return
    }
    isLoadingOnStart = false
  }
}
