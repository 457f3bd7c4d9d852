// Exercise 5 · Task (lesson 7, Lessons/07-task.md)
//
// `onFirstLoading()` starts an unstructured `Task` that sleeps on real time,
// so nothing can wait for it, cancel it or move its time. Make it an `async`
// function that sleeps 3 seconds on `clock`, and leaves the calculator loading
// when it is cancelled. Check with `swift run calc-render check 5`.

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
  func onFirstLoading() {
    Task {
      try await Task.sleep(nanoseconds: 3_000_000_000)
      isLoadingOnStart = false
    }
  }
}
