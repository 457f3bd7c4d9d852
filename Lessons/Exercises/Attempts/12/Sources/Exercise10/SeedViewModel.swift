// An attempt at exercise 10 that puts only the loading method on the main actor: it
// compiles, but the class and its state belong to no actor, where the brief isolates the
// class itself.
// judge: structure
// verdict: fail
// expectation: The class `SeedViewModel` itself is on the main actor
// saying: The declaration `class SeedViewModel` is not marked `@MainActor`

/// The seed's loading.
final class SeedViewModel {
  /// Whether the calculator is still switching on.
  var isLoadingOnStart = true
  private let clock: any Clock<Duration>

  init(clock: any Clock<Duration> = ContinuousClock()) {
    self.clock = clock
  }

  /// Switches the calculator on after 3 seconds; cancelling it leaves it loading.
  @MainActor
  func onFirstLoading() async {
    do {
      try await clock.sleep(for: .seconds(3))
    } catch {
      return
    }
    isLoadingOnStart = false
  }
}
