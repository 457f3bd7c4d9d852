// Exercise 10 · Concurrency (lessons 5 and 7: Lessons/05-isolation.md, "Why @MainActor",
// and Lessons/07-task.md, who owns the loading)
//
// The seed's view model changes its state off the main actor while the screen
// reads it on the main actor: a data race. The seed writes `Task {`, which on
// its class, with no actor, runs on no actor; this starter writes
// `Task.detached {`, which runs on no actor wherever it is made, so isolating
// the class alone does not move the work (lesson 5: `Task` against
// `Task.detached`). This target builds in Swift 5 mode, which lets it pass; the
// check compiles this file in Swift 6 mode with warnings as errors. Make it
// compile there, and keep loading working: isolate the class to the main actor
// and let the work run there, owned by its caller, who can cancel it (lesson 7:
// a `Task {}` nobody keeps cannot be stopped). Check with `swift run calc-render check 10`.

/// The seed's loading, with `Task.detached {` where the seed writes `Task {`.
final class SeedViewModel {
  /// Whether the calculator is still switching on.
  var isLoadingOnStart = true
  private let clock: any Clock<Duration>

  init(clock: any Clock<Duration> = ContinuousClock()) {
    self.clock = clock
  }

  /// Switches the calculator on after 3 seconds.
  func onFirstLoading() {
    Task.detached {
      try await self.clock.sleep(for: .seconds(3))
      self.isLoadingOnStart = false
    }
  }
}
