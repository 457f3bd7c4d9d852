// An attempt at exercise 5 (blind learner, second round) that sleeps with a tolerance of
// 1 s: the manual clock ends it at 3 s, a real clock may switch the calculator on at 4 s.
// judge: the equivalence judge, on the sleep each load asks for (its tolerance)
// verdict: fail
// expectation: Loading sleeps on the clock passed to `Loader(clock:)`
// saying: Your sleep asks for a tolerance of 1.0 seconds
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
  func onFirstLoading() async {
    do {
      try await clock.sleep(for: .seconds(3), tolerance: .seconds(1))
    } catch {
      return
    }
    isLoadingOnStart = false
  }
}
