import CalcCore
import CalcScenarios
import ExerciseChecking

@testable import Exercise05

let lesson =
  "Lessons/07-task.md: `.onAppear` with an unstructured `Task` becomes `.task` with an `async` function that sleeps on a clock, so the caller can await it and cancel it."

/// The tolerances the sleeps on a clock asked for, in order.
actor Tolerances {
  private(set) var asked: [Duration?] = []
  func note(_ tolerance: Duration?) { asked.append(tolerance) }
}

/// The manual clock, noting the tolerance each sleep asks for: the manual clock ends a sleep
/// at its deadline whatever its tolerance, where a real clock may end it that much later.
struct NotingClock: Clock {
  let clock: ManualClock
  let tolerances = Tolerances()

  var now: ManualClock.Instant { clock.now }
  var minimumResolution: Duration { clock.minimumResolution }

  func sleep(until deadline: ManualClock.Instant, tolerance: Duration?) async throws {
    await tolerances.note(tolerance)
    try await clock.sleep(until: deadline, tolerance: tolerance)
  }
}

/// A load started the way SwiftUI's `.task` starts it, with a note of when it returns.
@MainActor
final class Load {
  let clock = ManualClock()
  let noting: NotingClock
  let loader: Loader
  var returned = false
  var task: Task<Void, Never>?

  init() {
    noting = NotingClock(clock: clock)
    loader = Loader(clock: noting)
    task = Task { [self] in
      await loader.onFirstLoading()
      returned = true
    }
  }

  /// Whether the load went to sleep on the manual clock within 2 s.
  func sleeps() async -> Bool {
    await eventually(within: .seconds(2)) { !clock.pending.isEmpty }
  }
}

/// Your loader beside the kit's view model, from the loading screen, over every path
/// of five moves: enough to load, be cancelled, and load again.
let loading = Equivalence(
  subject: "your loader", reference: "the kit's",
  moves: Equivalence.loadingMoves(durations: [.seconds(3)]), depth: 5)

await runChecks([
  Expectation(
    "Loading sleeps on the clock passed to `Loader(clock:)`", judge: .equivalence, lesson: lesson
  ) {
    let load = Load()
    guard await load.sleeps() else {
      return Failure(
        "Nothing slept on the manual clock within 2 s: `Task.sleep` waits on real time, which a test cannot move."
      )
    }
    let deadline = load.clock.pending.first?.deadline.offset
    if deadline != .seconds(3) {
      return Failure("The sleep ends at \(deadline ?? .zero), not at 3 s.")
    }
    // The kit's sleep asks for no tolerance, so it ends at 3 s on a real clock too.
    let asked = await load.noting.tolerances.asked
    guard let tolerance = asked.compactMap({ $0 }).first else { return nil }
    return Failure(
      "Your sleep asks for a tolerance of \(tolerance): a real clock may then end it that much "
        + "after 3 s, and the calculator switch on late. The kit's sleeps with none: "
        + "`try await clock.sleep(for: .seconds(3))`.")
  },
  Expectation(
    "`onFirstLoading()` returns when loading ends, at 3 s and not before", judge: .equivalence,
    lesson: lesson
  ) {
    let load = Load()
    _ = await load.sleeps()
    load.clock.advance(by: .milliseconds(2999))
    try? await Task.sleep(for: .milliseconds(50))
    if !load.loader.isLoadingOnStart {
      return Failure("At 2.999 s the calculator has already switched on.")
    }
    if load.returned {
      return Failure(
        "At 2.999 s `await loader.onFirstLoading()` has already returned, though the calculator "
          + "is still loading: the function starts work it does not wait for. Drop the "
          + "`Task { … }` inside it and sleep in the function itself, so the caller's `await` "
          + "lasts until loading ends and cancelling the caller cancels the sleep.")
    }
    load.clock.advance(by: .milliseconds(1))
    guard await eventually({ load.returned }) else {
      return Failure(
        "At 3 s `await loader.onFirstLoading()` has not returned: the caller cannot wait for loading."
      )
    }
    return Failure.unless(
      !load.loader.isLoadingOnStart,
      "`onFirstLoading()` returned but the calculator is still loading.")
  },
  Expectation(
    "Cancelling the load ends it at once and leaves the calculator loading", judge: .equivalence,
    lesson: lesson
  ) {
    let load = Load()
    _ = await load.sleeps()
    load.task?.cancel()
    guard await eventually({ load.returned }) else {
      return Failure(
        "After cancelling, `onFirstLoading()` did not return: the sleep ignores cancellation.")
    }
    return Failure.unless(
      load.loader.isLoadingOnStart,
      "A cancelled load switched the calculator on; it should stay loading, ready to load again.")
  },
  Expectation(
    "Over every path of appearing, disappearing, replacing and waiting, your loader loads as the kit's does",
    judge: .equivalence, lesson: lesson
  ) {
    await loading.failure(start: CalculatorData()) { _, clock in
      let yours = Loader(clock: clock)
      return LoadingModel(isLoading: { yours.isLoadingOnStart }, load: yours.onFirstLoading)
    } reference: { state, clock in
      LoadingModel(kit: CalculatorViewModel(state: state, clock: clock))
    }
  },
])
