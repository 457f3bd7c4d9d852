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
  let process = Process()
  process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
  let path = ExerciseSource.packageRoot.appendingPathComponent(source).path
  process.arguments = [
    "swiftc", "-emit-sil", "-o", "/dev/null", "-parse-as-library", "-swift-version", "6",
    MemorySafety.flag, "-warnings-as-errors", path,
  ]
  let pipe = Pipe()
  process.standardOutput = pipe
  process.standardError = pipe
  do {
    try process.run()
  } catch {
    return (false, ["Could not run swiftc: \(error)"])
  }
  let data = pipe.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  let text = String(decoding: data, as: UTF8.self)
  // One line per diagnostic: the compiler draws each again under the source line it marks.
  var lines: [String] = []
  for line in text.split(separator: "\n").map(String.init)
  where ExerciseSource.matches(line, #"^\S+:[0-9]+:[0-9]+: (error|warning):"#) {
    let shown = line.replacingOccurrences(of: ExerciseSource.packageRoot.path + "/", with: "")
    if !lines.contains(shown) { lines.append(shown) }
  }
  return (process.terminationStatus == 0, lines)
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

/// Where loading writes the state, found at run time rather than read from the code.
///
/// Loading is started and put to sleep on the clock, the clock is moved past 3 s, and then the
/// main actor is held, busy, while the state is watched. A write on the main actor waits
/// until the main actor is free; a write that happens while it is held ran elsewhere, on no
/// actor, however the code spells it.
///
/// It holds the main actor until a task started after the advance has run on the shared
/// threads and 100 ms have passed, at most 2 s.
///
/// - Returns: `nil` when loading never slept on the clock; otherwise whether the state was
///   written while the main actor was held.
@MainActor
func writtenOffTheMainActor() async -> Bool? {
  let clock = ManualClock()
  let model = SeedViewModel(clock: clock)
  let load = Task { await loading(model)() }
  defer { load.cancel() }
  guard await eventually({ !clock.pending.isEmpty }) else { return nil }
  clock.advance(by: .seconds(3))
  let others = Flag()
  Task.detached { others.raise() }
  let watch = ContinuousClock()
  let start = watch.now
  while watch.now - start < .seconds(2) {
    if !model.isLoadingOnStart { return true }
    if others.isRaised && watch.now - start > .milliseconds(100) { return false }
  }
  return !model.isLoadingOnStart
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
  Expectation("SeedViewModel.swift compiles in Swift 6 mode with no warnings", lesson: lesson) {
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
  Expectation("Loading still ends after 3 s on the clock it is given", lesson: lesson) {
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
  Expectation("Loading writes `isLoadingOnStart` on the main actor", lesson: lesson) {
    switch await writtenOffTheMainActor() {
    case nil:
      return Failure("Loading never slept on the clock passed to `SeedViewModel(clock:)`.")
    case false?:
      return nil
    case true?:
      return Failure(
        "Loading wrote `isLoadingOnStart` while the main actor was busy: the write ran on no "
          + "actor, at the same time as the screen may read it. Whatever starts the work, "
          + "`Task.detached`, a `Task` in a `nonisolated` method or a `@concurrent` function, "
          + "the state must be written on the main actor: put `@MainActor` on the class and "
          + "write the state in its own methods.")
    }
  },
  Expectation(
    "Cancelling the task that calls `onFirstLoading()` ends its sleep and leaves the calculator loading",
    lesson: lesson
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
    "Over every path of appearing, disappearing, replacing and waiting, loading is the reference's",
    lesson: lesson
  ) {
    await judge.failure(start: CalculatorData()) { _, clock in
      let yours = SeedViewModel(clock: clock)
      return LoadingModel(isLoading: { yours.isLoadingOnStart }, load: loading(yours))
    } reference: { state, clock in
      LoadingModel(kit: CalculatorViewModel(state: state, clock: clock))
    }
  },
  Expectation("The class `SeedViewModel` itself is on the main actor", lesson: lesson) {
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
