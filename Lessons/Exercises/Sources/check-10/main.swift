import CalcCore
import CalcScenarios
import ExerciseChecking
import Foundation

@testable import Exercise10

let lesson =
  "Lessons/05-isolation.md, \"Why @MainActor\": the view reads the view model on the main actor, so the view model lives there too; Swift 6 refuses state that two threads can change at once."

let source = "Sources/Exercise10/SeedViewModel.swift"

/// Compiles the exercise's file alone in Swift 6 mode, with strict memory safety checking,
/// warnings as errors; returns what the compiler said.
///
/// It goes as far as SIL, not only type checking: Swift 6 finds data races in SIL. Strict
/// memory safety refuses the unsafe code a race could hide behind (``MemorySafety``).
func compileInSwift6() -> (ok: Bool, output: [String]) {
  ExerciseSource.compile(
    source,
    arguments: [
      "-emit-sil", "-o", "/dev/null", "-parse-as-library", "-swift-version", "6",
      MemorySafety.flag, "-warnings-as-errors",
    ])
}

/// Loading as the view's `.task` starts it, whether `onFirstLoading()` is `async` or starts
/// a task of its own (then the compiler warns that nothing here is `async`).
@MainActor
func loading(_ model: SeedViewModel) -> @MainActor () async -> Void {
  { await model.onFirstLoading() }
}

/// A flag one task raises and another reads, behind a lock.
final class Flag: @unchecked Sendable {
  private let lock = NSLock()
  private var raised = false

  func raise() { lock.withLock { raised = true } }
  var isRaised: Bool { lock.withLock { raised } }
}

/// An executor the check runs by hand: the jobs enqueued on it wait until ``drain()`` runs
/// them, on the thread that calls it.
///
/// Loading started in a task that prefers it runs everything that is not on an actor here:
/// a `nonisolated` or `@concurrent` function, and the tasks it starts as children.
final class HeldExecutor: TaskExecutor, @unchecked Sendable {
  private let lock = NSLock()
  private var jobs: [UnownedJob] = []

  func enqueue(_ job: consuming ExecutorJob) {
    let job = UnownedJob(job)
    lock.withLock { jobs.append(job) }
  }

  /// Runs every job waiting, and every job those enqueue, until none is left.
  func drain() {
    while let job = lock.withLock({ jobs.isEmpty ? nil : jobs.removeFirst() }) {
      job.runSynchronously(on: asUnownedTaskExecutor())
    }
  }
}

/// The manual clock, noting a sleep that is not made in a task preferring the held executor:
/// one in a task loading started of its own, which the check does not run.
struct HeldClock: Clock {
  let clock: ManualClock
  let executor: HeldExecutor
  /// Raised by a sleep in a task of its own.
  let elsewhere = Flag()

  var now: ManualClock.Instant { clock.now }
  var minimumResolution: Duration { clock.minimumResolution }

  func sleep(until deadline: ManualClock.Instant, tolerance: Duration?) async throws {
    let held = executor.asUnownedTaskExecutor()
    let inHeldTask = withUnsafeCurrentTask { $0?.unownedTaskExecutor == held }
    if !inHeldTask { elsewhere.raise() }
    try await clock.sleep(until: deadline, tolerance: tolerance)
  }
}

/// Where loading wrote the state.
enum Written {
  /// Loading never slept on the clock.
  case neverSlept
  /// Loading slept in a task of its own, not in the task that called it.
  case inATaskOfItsOwn
  /// The state was written while loading ran off the main actor.
  case offTheMainActor
  /// Every write of the state ran on the main actor.
  case onTheMainActor
}

/// Where loading writes the state, found at run time rather than read from the code.
///
/// Loading is started in a task that prefers an executor the check runs by hand, so every
/// part of it that is not on an actor waits there until the check runs it, on the main
/// thread while it holds the main actor; the parts on the main actor run only when the check
/// lets the main actor go. A state written while the check runs those jobs was written on no
/// actor; one written while the main actor ran was written on it. Nothing rests on how long
/// anything takes: the check runs each side in turn until loading has returned.
///
/// A cap on the turns ends loading that never returns, and then the writes seen so far decide.
@MainActor
func whereLoadingWrites() async -> Written {
  let executor = HeldExecutor()
  let clock = HeldClock(clock: ManualClock(), executor: executor)
  let model = SeedViewModel(clock: clock)
  let run = loading(model)
  let returned = Flag()
  let load = Task(executorPreference: executor) {
    await run()
    returned.raise()
  }
  defer { load.cancel() }
  let turns = 1000
  var turn = 0
  while clock.clock.pending.isEmpty && !returned.isRaised && turn < turns {
    executor.drain()
    await Task.yield()
    turn += 1
  }
  guard !clock.clock.pending.isEmpty else { return .neverSlept }
  guard !clock.elsewhere.isRaised else { return .inATaskOfItsOwn }
  clock.clock.advance(by: .seconds(3))
  for _ in 0..<turns {
    // Holding the main actor: a write now ran on no actor.
    let before = model.isLoadingOnStart
    executor.drain()
    if model.isLoadingOnStart != before { return .offTheMainActor }
    if returned.isRaised { break }
    // The main actor runs loading's jobs on it.
    await Task.yield()
  }
  return clock.elsewhere.isRaised ? .inATaskOfItsOwn : .onTheMainActor
}

/// Whether cancelling the task that calls `onFirstLoading()` ends its sleep, found at run
/// time: a sleep still on the clock after the caller's task is cancelled belongs to a task
/// nobody owns, however it was started.
enum Cancelled {
  /// Loading never slept on the clock.
  case neverSlept
  /// The caller's task was cancelled, and `onFirstLoading()` did not return.
  case neverReturns
  /// The caller's task was cancelled, and a sleep is still on the clock.
  case sleepGoesOn
  /// The sleep ended, and the calculator is switched on, or still loading.
  case ended(loading: Bool)
}

@MainActor
func cancelledLoad() async -> Cancelled {
  let clock = ManualClock()
  let model = SeedViewModel(clock: clock)
  let returned = Flag()
  let load = Task {
    await loading(model)()
    returned.raise()
  }
  guard await eventually({ !clock.pending.isEmpty }) else { return .neverSlept }
  load.cancel()
  guard await eventually({ returned.isRaised }) else { return .neverReturns }
  guard clock.pending.isEmpty else {
    clock.run()
    return .sleepGoesOn
  }
  return .ended(loading: model.isLoadingOnStart)
}

/// Your view model beside the reference, from the loading screen, over every path of five
/// moves: the view appearing, disappearing and replaced, and the clock's advances around 3 s.
let judge = Equivalence(
  subject: "your view model", reference: "the reference",
  moves: Equivalence.loadingMoves(durations: [.seconds(3)]), depth: 5)

await runChecks([
  Expectation(
    "SeedViewModel.swift compiles in Swift 6 mode with no warnings", judge: .structure,
    lesson: lesson
  ) {
    let result = compileInSwift6()
    guard !result.ok else { return nil }
    if let unsafe = MemorySafety.failure(
      diagnostics: result.output, source: ExerciseSource.text(source))
    {
      return unsafe
    }
    return Failure(
      "In Swift 6 mode, with warnings as errors, the compiler refuses SeedViewModel.swift:",
      details: result.output)
  },
  Expectation(
    "Loading still ends after 3 s on the clock it is given", judge: .equivalence, lesson: lesson
  ) {
    let clock = ManualClock()
    let model = SeedViewModel(clock: clock)
    Task { await loading(model)() }
    guard await eventually({ !clock.pending.isEmpty }) else {
      return Failure("Loading never slept on the clock passed to `SeedViewModel(clock:)`.")
    }
    clock.advance(by: .seconds(3))
    return Failure.unless(
      await eventually({ !model.isLoadingOnStart }), "At 3 s the calculator is still loading.")
  },
  Expectation(
    "Cancelling the task that calls `onFirstLoading()` ends its sleep and leaves the calculator loading",
    judge: .equivalence, lesson: lesson
  ) {
    switch await cancelledLoad() {
    case .neverSlept:
      return Failure("Loading never slept on the clock passed to `SeedViewModel(clock:)`.")
    case .neverReturns:
      return Failure(
        "After the task that called `onFirstLoading()` was cancelled, it did not return within "
          + "2 s: a cancelled sleep throws, so catch it and return "
          + "(`do { try await … } catch { return }`).")
    case .sleepGoesOn:
      return Failure(
        "After the task that called `onFirstLoading()` was cancelled, a sleep was still on the "
          + "clock: loading runs in a task nobody owns, so nothing can cancel it when the "
          + "screen goes. Make `onFirstLoading()` `async` and sleep in it, with no `Task` of "
          + "its own: the caller (SwiftUI's `.task`) owns the work and cancels it.")
    case .ended(loading: false):
      return Failure(
        "A cancelled load switched the calculator on: a cancelled sleep throws, so catch it "
          + "and return (`do { try await … } catch { return }`), leaving it loading.")
    case .ended(loading: true):
      return nil
    }
  },
  Expectation(
    "Loading writes `isLoadingOnStart` on the main actor", judge: .equivalence, lesson: lesson
  ) {
    switch await whereLoadingWrites() {
    case .neverSlept:
      return Failure("Loading never slept on the clock passed to `SeedViewModel(clock:)`.")
    case .onTheMainActor:
      return nil
    case .inATaskOfItsOwn:
      return Failure(
        "Loading sleeps in a task of its own, not in the task that calls `onFirstLoading()`, "
          + "even if it passes a cancellation on by hand: the work runs where its own task "
          + "puts it, not where the screen's `.task` does. Make `onFirstLoading()` `async` and "
          + "sleep in it, with no `Task` of its own.")
    case .offTheMainActor:
      return Failure(
        "Loading wrote `isLoadingOnStart` while it ran on no actor, at the same time as the "
          + "screen may read it. Whatever starts the work, `Task.detached`, a `Task` in a "
          + "`nonisolated` method or a `@concurrent` function, the state must be written on "
          + "the main actor: put `@MainActor` on the class and write the state in its own "
          + "methods.")
    }
  },
  Expectation(
    "Over every path of appearing, disappearing, replacing and waiting, loading is the reference's",
    judge: .equivalence, lesson: lesson
  ) {
    await judge.failure(start: CalculatorData()) { _, clock in
      let yours = SeedViewModel(clock: clock)
      return LoadingModel(isLoading: { yours.isLoadingOnStart }, load: loading(yours))
    } reference: { state, clock in
      LoadingModel(kit: CalculatorViewModel(state: state, clock: clock))
    }
  },
  Expectation(
    "The class `SeedViewModel` itself is on the main actor", judge: .structure, lesson: lesson
  ) {
    Failure.unless(
      ExerciseSource.classIsOnMainActor("SeedViewModel", inTarget: "Exercise10"),
      "The declaration `class SeedViewModel` is not marked `@MainActor`. Your loading "
        + "writes `isLoadingOnStart` on the main actor, but the property itself belongs to no "
        + "actor: any other method, or code outside the class, may write it from another "
        + "thread, and Swift cannot tell. Put `@MainActor` on the class, so all of its state "
        + "lives on the main actor, where the screen reads it.")
  },
  EscapeHatch.expectation(target: "Exercise10", lesson: lesson),
])
