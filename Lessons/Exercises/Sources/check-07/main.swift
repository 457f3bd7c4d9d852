import CalcCore
import CalcScenarios
import ExerciseChecking

@testable import Exercise07

let lesson =
  "Lessons/09-time.md: every wait goes through a clock you pass in, so a test moves time instead of sleeping; `waitForSleepers` before `advance`, and after an advance that ends the sleep, await the load before you read the state: the resumed load runs only when your test next awaits."

/// The learner's clock, except that a sleep that reaches its deadline ends as a cancelled one
/// does: the load's 3 s sleep ends on time, and the load returns without switching on.
struct EndsAsCancelled: Clock {
  let clock: ManualClock

  var now: ManualClock.Instant { clock.now }
  var minimumResolution: Duration { clock.minimumResolution }

  func sleep(until deadline: ManualClock.Instant, tolerance: Duration?) async throws {
    try await clock.sleep(until: deadline, tolerance: tolerance)
    throw CancellationError()
  }
}

/// The learner's clock, except that the load's sleep ends at 1 s as a cancelled one does, while
/// a sleep until the load's deadline is still pending: a sleep of your clock ends early, yet the
/// calculator stays loading, and it never switches on.
struct EndsEarly: Clock {
  let clock: ManualClock

  var now: ManualClock.Instant { clock.now }
  var minimumResolution: Duration { clock.minimumResolution }

  func sleep(until deadline: ManualClock.Instant, tolerance: Duration?) async throws {
    let early = clock.now.advanced(by: .seconds(1))
    let pendingBefore = clock.pending.count
    let (ended, end) = AsyncStream.makeStream(of: Void.self)
    // Your test waits for a sleeper on the main actor: it is held there until both sleeps are
    // on the clock, so the test moves the clock only once both are pending, whatever the
    // scheduler does.
    await MainActor.run {
      Task.detached { try? await clock.sleep(until: deadline) }
      Task.detached {
        try? await clock.sleep(until: early)
        end.finish()
      }
      let limit = ContinuousClock.now.advanced(by: .seconds(1))
      while clock.pending.count < pendingBefore + 2, ContinuousClock.now < limit {}
    }
    for await _ in ended {}
    throw CancellationError()
  }
}

/// The learner's clock, except that a sleep hops to the main actor and back hundreds of times
/// before it starts and after it ends: the load behaves as the kit's does, but it sleeps and
/// switches on only after far more turns of the main actor than any test would count.
struct Hops: Clock {
  let clock: ManualClock

  /// How many turns of the main actor the load gives up before its sleep and after it: more
  /// than a test that counts `Task.yield()` calls would ever count.
  static let hops = 500

  var now: ManualClock.Instant { clock.now }
  var minimumResolution: Duration { clock.minimumResolution }

  func sleep(until deadline: ManualClock.Instant, tolerance: Duration?) async throws {
    // Each hop waits for a turn on the main actor, where the learner's test runs: before
    // the sleep, so a test that yields instead of waiting for the sleeper moves the clock
    // before the load sleeps; after it, so one that does not await the load reads too early.
    for _ in 0..<Self.hops { await MainActor.run {} }
    try await clock.sleep(until: deadline, tolerance: tolerance)
    for _ in 0..<Self.hops { await MainActor.run {} }
  }
}

/// The view model the learner's test runs against.
enum Subject {
  /// The kit's view model, loading in this long.
  case loading(Duration)
  /// The kit's view model, loading in 3 s, whose load suspends more often before and after its
  /// sleep.
  case hopsMore
  /// A model whose 3 s sleep ends on time, but which never switches on.
  case neverSwitchesOn
  /// A model that is switched on from the start, while a 3 s sleep is pending on your clock:
  /// its state never changes.
  case alreadyOn
  /// A model that is already switched on while a 1 s sleep is still pending on
  /// your clock: a test that reads the state at 2.999 s without letting the
  /// resumed work run sees "loading" from a 1 s model, and "switched on" from this.
  case onWhileAsleep
  /// A model whose load's sleep ends at 1 s without switching it on, while a 3 s sleep is
  /// pending on your clock: a sleep ends, and the calculator stays loading.
  case endsEarly

  @MainActor
  func model(on clock: ManualClock) -> CalculatorViewModel {
    switch self {
    case .loading(let loading):
      return CalculatorViewModel(timing: CalculatorTiming(loading: loading), clock: clock)
    case .hopsMore:
      return CalculatorViewModel(clock: Hops(clock: clock))
    case .neverSwitchesOn:
      return CalculatorViewModel(clock: EndsAsCancelled(clock: clock))
    case .alreadyOn:
      Task { try? await clock.sleep(for: .seconds(3)) }
      return CalculatorViewModel(state: CalculatorData(isLoadingOnStart: false), clock: clock)
    case .onWhileAsleep:
      Task { try? await clock.sleep(for: .seconds(1)) }
      return CalculatorViewModel(state: CalculatorData(isLoadingOnStart: false), clock: clock)
    case .endsEarly:
      return CalculatorViewModel(clock: EndsEarly(clock: clock))
    }
  }
}

/// How a run of the learner's test ended.
enum Outcome {
  case passed
  /// The test threw; `at` is the clock's time then, and `resumedNotRun` says
  /// whether the load's sleep had ended while the model still said loading.
  case failed(String, at: Duration, resumedNotRun: Bool)
  case hung
}

/// Runs the learner's test against one view model, giving up after 5 s.
@MainActor
func runTest(_ subject: Subject) async -> Outcome {
  final class Box {
    var outcome: Outcome?
    var clock: ManualClock?
    var model: CalculatorViewModel?
  }
  let box = Box()
  Task { @MainActor in
    do {
      try await loadingEndsAtExactlyThreeSeconds { clock in
        let model = subject.model(on: clock)
        box.clock = clock
        box.model = model
        return model
      }
      box.outcome = .passed
    } catch {
      // Nothing has run since the test threw: what the clock and the model say
      // now is what they said when the test looked.
      let message = (error as? Failure)?.message ?? "\(error)"
      let resumedNotRun =
        box.clock.map { $0.pending.isEmpty } == true && box.model?.state.isLoadingOnStart == true
      box.outcome = .failed(
        message, at: box.clock?.now.offset ?? .zero, resumedNotRun: resumedNotRun)
    }
  }
  guard await eventually(within: .seconds(5), { box.outcome != nil }), let outcome = box.outcome
  else { return .hung }
  return outcome
}

/// Waits until the load has returned or sleeps on the clock: what the model says then holds
/// until the clock moves again.
@MainActor
func settle(_ load: Task<Void, Never>, on clock: ManualClock) async {
  let (ends, end) = AsyncStream.makeStream(of: Void.self)
  let asleep = Task {
    await clock.waitForSleepers(count: 1)
    end.yield()
  }
  let returned = Task {
    await load.value
    end.yield()
  }
  defer {
    asleep.cancel()
    returned.cancel()
  }
  for await _ in ends { return }
}

/// What a view model says about loading from each instant on, found by running it: it starts
/// loading, the clock is moved to each deadline in turn, and the state is read once the load has
/// run as far as it can.
struct Timeline {
  /// Each instant the state is read at, with whether the calculator says loading from then on.
  let steps: [(from: Duration, loading: Bool)]

  @MainActor
  init(_ subject: Subject) async {
    let clock = ManualClock()
    let model = subject.model(on: clock)
    let load = Task { await model.onFirstLoading() }
    await settle(load, on: clock)
    var steps = [(from: Duration.zero, loading: model.state.isLoadingOnStart)]
    // Each model here sleeps once or twice; a bound keeps a model that sleeps forever finite.
    for _ in 0..<8 {
      guard let next = clock.pending.first else { break }
      clock.advance(by: clock.now.duration(to: next.deadline))
      await settle(load, on: clock)
      steps.append((clock.now.offset, model.state.isLoadingOnStart))
    }
    clock.run()
    load.cancel()
    self.steps = steps
  }

  /// Whether the calculator says loading at `instant`.
  func loading(at instant: Duration) -> Bool {
    steps.last { $0.from <= instant }?.loading ?? true
  }

  /// The spans of time in which this model and `other` say different things, each from its
  /// start up to (not including) its end; `nil` for an end that never comes.
  func differences(from other: Timeline) -> [(from: Duration, to: Duration?)] {
    let starts = Set(steps.map(\.from) + other.steps.map(\.from)).sorted()
    var spans: [(from: Duration, to: Duration?)] = []
    for (index, start) in starts.enumerated()
    where loading(at: start) != other.loading(at: start) {
      let end = index + 1 < starts.count ? starts[index + 1] : nil
      if let last = spans.last, last.to == start {
        spans[spans.count - 1] = (last.from, end)
      } else {
        spans.append((start, end))
      }
    }
    return spans
  }
}

/// Why a failure against a broken model does not count as catching it: the test failed at an
/// instant when that model and the kit's say the same, or `nil` when it counts.
///
/// A test catches a broken model only by failing while the two differ. One that fails anywhere
/// else failed for a reason the broken model does not have: most often it read the state
/// before the resumed load had run, and a read that early would have failed against the kit's
/// model too, had the two been in step.
@MainActor
func missedDifference(
  _ subject: Subject, named name: String, failedAt at: Duration, resumedNotRun: Bool
) async -> Failure? {
  let reference = await Timeline(.loading(.seconds(3)))
  let spans = await Timeline(subject).differences(from: reference)
  guard !spans.contains(where: { $0.from <= at && $0.to.map { at < $0 } ?? true }) else {
    return nil
  }
  let differ = spans.map { span in
    span.to.map { "from \(seconds(span.from)) to \(seconds($0))" }
      ?? "from \(seconds(span.from)) on"
  }.joined(separator: " and ")
  let when =
    "Your test failed against a view model \(name) only at \(seconds(at)), when that model and "
    + "the kit's say the same; they differ \(differ), and your test did not fail then. "
  guard resumedNotRun else {
    return Failure(
      when + "It failed for a reason the broken model does not have: look at the calculator "
        + "while the two differ.")
  }
  return Failure(
    when + "At \(seconds(at)) the load's sleep had ended but the load had not run yet, so your "
      + "test read a stale state, as it may have while the two differed. " + readTooEarly)
}

/// A time as the lesson writes it: `2.999 s`, `3 s`.
func seconds(_ duration: Duration) -> String {
  let (whole, attoseconds) = duration.components
  var fraction = String(String(attoseconds / 1_000_000_000_000_000 + 1000).dropFirst())
  while fraction.hasSuffix("0") { fraction.removeLast() }
  return fraction.isEmpty ? "\(whole) s" : "\(whole).\(fraction) s"
}

let readTooEarly =
  "`clock.advance` only ends the sleep; the load's next line runs when your test next awaits. "
  + "After an advance, check `clock.pending` (a sleep that has ended is no longer pending), "
  + "or `await load.value` when the advance ended the sleep, then read the state."

func mustFail(against name: String, loading: Duration, because reason: String? = nil)
  -> Expectation
{
  Expectation(
    "Your test fails against a view model that loads in \(name)", judge: .mutant, lesson: lesson
  ) {
    switch await runTest(.loading(loading)) {
    case .failed(_, let at, let resumedNotRun):
      return await missedDifference(
        .loading(loading), named: "that loads in \(name)", failedAt: at,
        resumedNotRun: resumedNotRun)
    case .passed:
      // A test that reads the state at 2.999 s too early passes against a 1 s
      // model, which has not run its resumed load yet. Against a model already
      // switched on, the same read fails, between 1 s and 3 s.
      if loading < .seconds(3), case .failed(_, let at, _) = await runTest(.onWhileAsleep),
        at > loading, at < .seconds(3)
      {
        return Failure(
          "Your test passed against a view model that loads in \(name), though it looks at the state at \(seconds(at)): "
            + "it read the state before the resumed load had run. " + readTooEarly)
      }
      if let reason {
        return Failure("Your test passed against a view model that loads in \(name): " + reason)
      }
      let unchecked =
        loading < .seconds(3)
        ? "it never looks at the calculator just before 3 s, when that model has switched on "
          + "and the kit's is still loading: at 2.999 s, expect `model.state.isLoadingOnStart`."
        : "it never looks at the calculator at 3 s, when the kit's has switched on and that "
          + "model is still loading: after the advance to 3 s, `await load.value`, then "
          + "expect `!model.state.isLoadingOnStart`."
      return Failure("Your test passed against a view model that loads in \(name): " + unchecked)
    case .hung:
      return Failure(
        "Your test did not finish within 5 s against a view model that loads in \(name): it waits for something that never happens; check what is pending before you await."
      )
    }
  }
}

/// An expectation that the learner's test fails against a broken model, and why a pass is wrong.
func mustFail(_ subject: Subject, named name: String, because reason: String) -> Expectation {
  Expectation("Your test fails against a view model \(name)", judge: .mutant, lesson: lesson) {
    switch await runTest(subject) {
    case .failed(_, let at, let resumedNotRun):
      return await missedDifference(
        subject, named: name, failedAt: at, resumedNotRun: resumedNotRun)
    case .passed: return Failure("Your test passed against a view model \(name): " + reason)
    case .hung:
      return Failure(
        "Your test did not finish within 5 s against a view model \(name): it waits for something that never happens; check what is pending before you await."
      )
    }
  }
}

/// The ways a test waits on real time, each with what it is called in the message.
let realWaits: [(pattern: String, name: String)] = [
  (#"\bTask ?\. ?sleep\b"#, "`Task.sleep`"),
  (#"\bThread ?\. ?sleep\b"#, "`Thread.sleep`"),
  (#"(?<![.\w])usleep ?\("#, "`usleep`"),
  (#"(?<![.\w])sleep ?\("#, "`sleep(…)`"),
  (#"\bContinuousClock\b|\. ?continuous\b"#, "a `ContinuousClock`"),
  (#"\bSuspendingClock\b|\. ?suspending\b"#, "a `SuspendingClock`"),
]

await runChecks([
  Expectation(
    "Your test passes against the kit's view model, which loads in 3 s", judge: .mutant,
    lesson: lesson
  ) {
    switch await runTest(.loading(.seconds(3))) {
    case .passed: return nil
    case .failed(let message, let at, true):
      return Failure(
        "Your test failed against the real view model: \(message). When it failed, at \(seconds(at)), the load's sleep had ended but the load had not run yet, so the state still said loading. "
          + readTooEarly)
    case .failed(let message, _, false):
      return Failure("Your test failed against the real view model: \(message)")
    case .hung: return Failure("Your test did not finish within 5 s against the real view model.")
    }
  },
  mustFail(against: "1 s", loading: .seconds(1)),
  mustFail(against: "3.001 s", loading: .milliseconds(3001)),
  mustFail(
    .neverSwitchesOn, named: "whose 3 s sleep ends on time but which never switches on",
    because: "it looks at the clock, not at the calculator. After the advance that ends the "
      + "sleep, `await load.value`, then expect `!model.state.isLoadingOnStart`: the "
      + "calculator itself must have switched on."),
  mustFail(
    .alreadyOn, named: "that is switched on from the start, with a 3 s sleep pending",
    because: "it never looks at the calculator before 3 s. At 2.999 s, expect "
      + "`model.state.isLoadingOnStart`: the calculator must still be loading then."),
  Expectation("Your test never waits on real time", judge: .structure, lesson: lesson) {
    let code = SourceCode.normalised(ExerciseSource.strippedCode(ofTarget: "Exercise07"))
    let found = realWaits.filter { ExerciseSource.matches(code, $0.pattern) }.map(\.name)
    guard !found.isEmpty else { return nil }
    return Failure(
      "Your test waits on real time with \(found.joined(separator: " and ")). Lesson 9, \"Why "
        + "tests never sleep\": a real wait makes the test slow, and it passes only when the "
        + "machine is fast enough, so it fails at random on a busy one. Move the `ManualClock` "
        + "instead: `await clock.waitForSleepers(count: 1)` before an advance, and after the "
        + "advance that ends the sleep, `await load.value`.")
  },
  // The mutants and the variant below are the judge of a learner's test: it must kill each
  // timing 1 ms either side of 3 s, and pass against a model as right as the kit's that
  // only suspends more often.
  mustFail(
    against: "2.999 s", loading: .milliseconds(2999),
    because: "it never looks at the calculator 1 ms before the end, when that model has "
      + "switched on and the kit's is still loading. Advance to 2.999 s and expect "
      + "`model.state.isLoadingOnStart`; then 1 ms more, and expect it switched on."),
  Expectation(
    "Your test passes against a view model as right as the kit's that suspends more often",
    judge: .mutant, lesson: lesson
  ) {
    switch await runTest(.hopsMore) {
    case .passed: return nil
    case .failed(let message, let at, _):
      return Failure(
        "Your test failed against a view model that loads in 3 s, as the kit's does, but "
          + "suspends \(Hops.hops) more times before its sleep and \(Hops.hops) more between its end "
          + "and the change of state: \(message), at \(seconds(at)). A test that counts "
          + "suspensions (`Task.yield()`) passes by the scheduler's luck: before the first advance, "
          + "`await clock.waitForSleepers(count: 1)`; after the advance that ends the sleep, "
          + "`await load.value`, which waits however many suspensions the load takes.")
    case .hung:
      return Failure(
        "Your test did not finish within 5 s against a view model that loads in 3 s but "
          + "suspends more often: it waits for something that never happens.")
    }
  },
  // A sleep that ends is not the calculator switching on: a test must look at the calculator,
  // not at the clock, to tell this model from the kit's.
  mustFail(
    .endsEarly,
    named: "whose load's sleep ends at 1 s without switching it on, while a 3 s sleep is "
      + "still pending on your clock",
    because: "it never looks at the calculator at 3 s. After the advance to 3 s, "
      + "`await load.value`, then expect `!model.state.isLoadingOnStart`."),
])
