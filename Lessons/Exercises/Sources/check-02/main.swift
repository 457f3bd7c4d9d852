import CalcCore
import CalcScenarios
import ExerciseChecking

@testable import Exercise02

let lesson =
  "Lessons/02-guard.md: `if … { return }` becomes `guard … else { return }`: the condition states what must hold to go on, and the compiler checks that the `else` leaves."

/// Drives the exercise's view model through steps the way the kit's `ScenarioRunner` does.
@MainActor
final class Driver {
  let clock = ManualClock()
  /// The model of the view on screen; `replace` gives the new view a new one.
  var model: GuardedViewModel
  var sleeping: [Int: Task<Void, Never>] = [:]
  /// The loading the view's `.task` started, which `disappear` cancels.
  var loading: Task<Void, Never>?
  /// The calculation the last submit started, which the view's `.onDisappear` stops.
  var calculation: Task<Void, Never>?

  init(start: CalculatorData?) {
    model = GuardedViewModel(state: start, clock: clock)
  }

  func send(_ step: Step) async -> CalculatorData {
    let buttons = !model.state.isLoadingOnStart
    switch step {
    case .appear: await appear()
    case .disappear: await disappear()
    case .replace:
      // As SwiftUI does for a removed view: its `.task` is cancelled, its `.onDisappear`
      // runs, its model is discarded, and the new view appears with a new model.
      await disappear()
      model = GuardedViewModel(state: nil, clock: clock)
      await appear()
    case .tap(let digit) where buttons: model.onAddNumber(digit)
    case .submit where buttons:
      let started = model.onSubmit()
      calculation = started ?? calculation
      await settle(started)
    case .reset where buttons: model.onReset()
    case .tap, .submit, .reset: break
    case .wait(let duration): await finish(clock.advance(by: duration))
    case .waitUntilIdle:
      var resumed = clock.run()
      while !resumed.isEmpty {
        await finish(resumed)
        resumed = clock.run()
      }
    }
    return model.state
  }

  private func appear() async {
    guard model.state.isLoadingOnStart else { return }
    let model = model
    let task = Task { await model.onFirstLoading() }
    loading = task
    await settle(task)
  }

  /// As SwiftUI does with `.task` and `.onDisappear`: the loading is cancelled, and the
  /// view model stops its calculation.
  private func disappear() async {
    if let task = loading {
      task.cancel()
      await task.value
      sleeping = sleeping.filter { $0.value != task }
      loading = nil
    }
    model.onDisappear()
    if let task = calculation {
      await task.value
      sleeping = sleeping.filter { $0.value != task }
      calculation = nil
    }
  }

  private func settle(_ task: Task<Void, Never>?) async {
    guard let task else { return }
    let known = Set(clock.pending.map(\.id))
    guard await eventually({ clock.pending.count > known.count }) else { return }
    for sleeper in clock.pending where !known.contains(sleeper.id) { sleeping[sleeper.id] = task }
  }

  private func finish(_ resumed: [ManualClock.Sleeper]) async {
    for sleeper in resumed { await sleeping.removeValue(forKey: sleeper.id)?.value }
  }
}

/// Your view model as the kit's runner drives it: the view's `.task` loads, its buttons send
/// the events, and its `.onDisappear` stops the calculation.
@MainActor
final class Yours: CalculatorModel {
  let model: GuardedViewModel

  init(_ model: GuardedViewModel) { self.model = model }

  var data: CalculatorData { model.state }
  var appearance: Appearance { .task { await self.model.onFirstLoading() } }
  func tap(_ digit: Int) { model.onAddNumber(digit) }
  func submit() -> Task<Void, Never>? { model.onSubmit() }
  func reset() { model.onReset() }
  func disappear() { model.onDisappear() }
}

/// Your view model beside the kit's, from the loading screen, over every path of five events:
/// enough to load twice, and to cancel a calculation once the keypad is on.
let judge = Equivalence(
  subject: "your view model", reference: "the kit's",
  moves: Equivalence.moves(digits: [1], durations: [.seconds(3)]), depth: 5)

/// The same judge over three moves, from a state a file gives; the first judge's long walks
/// already take every length of entry.
let fromAFile = Equivalence(
  subject: judge.subject, reference: judge.referenceName, moves: judge.moves, depth: 3,
  walksLong: false)

/// The exercise's code, without comments, for the notes on a passing answer.
let answer = ExerciseSource.code(ofTarget: "Exercise02")
/// An `if` whose block does something, then leaves: it passes, but it is not a `guard`.
let ifExit = #"\bif\b[^{\n]*\{[^{}]*\breturn\b[^{}]*\}"#
/// A `forEach`, which here can only add the numbers up: it passes, but lesson 3 sums with `reduce`.
let forEachSum = #"\.forEach\b"#

let notes = [
  Note(
    "Line \(ExerciseSource.line(matching: ifExit, in: answer) ?? 0) still leaves early with an "
      + "`if` whose block does something first, then returns. It passes, but lesson 2 writes "
      + "every early exit as a `guard`, whose `else` the compiler holds to leaving: "
      + "`guard !state.numbers.isEmpty else { state.result = strings.noNumbers; return nil }`."
  ) { ExerciseSource.matches(answer, ifExit) },
  Note(
    "Line \(ExerciseSource.line(matching: forEachSum, in: answer) ?? 0) adds with `forEach` into a "
      + "`var`. It passes, but lesson 3 sums with one `reduce`, which leaves no `var` to get "
      + "wrong."
  ) { ExerciseSource.matches(answer, forEachSum) },
]

/// A moment when every event must be ignored, and how the messages name it.
let busyMoments: [(name: String, state: CalculatorData)] = [
  ("loading with nothing entered", CalculatorData()),
  ("loading with 1 and 2 entered (from a state file)", CalculatorData(numbers: [1, 2])),
  (
    "calculating 1 + 2",
    CalculatorData(isLoadingOnStart: false, numbers: [1, 2], isCalculating: true)
  ),
]

/// An event as the check sends it: its name, then the event on your model and on the kit's,
/// each saying whether it started a calculation.
typealias Event = (
  name: String, yours: @MainActor (GuardedViewModel) -> Bool,
  kit: @MainActor (CalculatorViewModel) -> Bool
)

/// The events a view can send.
let events: [Event] = [
  (
    "onAddNumber(5)",
    {
      $0.onAddNumber(5)
      return false
    },
    {
      $0.onAddNumber(5)
      return false
    }
  ),
  ("onSubmit()", { started($0.onSubmit()) }, { started($0.onSubmit()) }),
  (
    "onReset()",
    {
      $0.onReset()
      return false
    },
    {
      $0.onReset()
      return false
    }
  ),
  (
    "onDisappear()",
    {
      $0.onDisappear()
      return false
    },
    {
      $0.onDisappear()
      return false
    }
  ),
]

/// Whether an event started a calculation; the calculation is cancelled at once.
@MainActor
func started(_ task: Task<Void, Never>?) -> Bool {
  task?.cancel()
  return task != nil
}

/// Whether a step only moves the clock, with no event from the screen.
func isWaiting(_ step: Step) -> Bool {
  switch step {
  case .wait, .waitUntilIdle: true
  default: false
  }
}

/// The names of the fields in which two data differ: "`numbers` and `result`".
func differing(_ expected: CalculatorData, _ actual: CalculatorData) -> String {
  let names = [
    expected.isLoadingOnStart != actual.isLoadingOnStart ? "`isLoadingOnStart`" : nil,
    expected.numbers != actual.numbers ? "`numbers`" : nil,
    expected.result != actual.result ? "`result`" : nil,
    expected.isCalculating != actual.isCalculating ? "`isCalculating`" : nil,
  ].compactMap { $0 }
  guard let last = names.last else { return "nothing" }
  return names.count == 1 ? last : names.dropLast().joined(separator: ", ") + " and " + last
}

/// The fields of two data that differ, as `name: old → new`.
func changes(from old: CalculatorData, to new: CalculatorData) -> [String] {
  var lines: [String] = []
  if old.isLoadingOnStart != new.isLoadingOnStart {
    lines.append("isLoadingOnStart: \(old.isLoadingOnStart) → \(new.isLoadingOnStart)")
  }
  if old.numbers != new.numbers { lines.append("numbers: \(old.numbers) → \(new.numbers)") }
  if old.result != new.result { lines.append("result: \"\(old.result)\" → \"\(new.result)\"") }
  if old.isCalculating != new.isCalculating {
    lines.append("isCalculating: \(old.isCalculating) → \(new.isCalculating)")
  }
  return lines
}

await runChecks(
  [
    Expectation("Every early exit is a `guard`", judge: .structure, lesson: lesson) {
      let code = ExerciseSource.code(ofTarget: "Exercise02")
      let pattern = #"\bif\b[^{\n]*\{\s*return\b"#
      guard let range = code.range(of: pattern, options: .regularExpression),
        let line = ExerciseSource.line(matching: pattern, in: code)
      else { return nil }
      // The lines as the file has them, numbered, not the match squeezed onto one line.
      let file = ExerciseSource.text("Sources/Exercise02/GuardedViewModel.swift")
        .split(separator: "\n", omittingEmptySubsequences: false)
      let spanned = code[range].split(separator: "\n", omittingEmptySubsequences: false).count
      let shown = (line..<(line + spanned)).filter { file.indices.contains($0 - 1) }
        .map { "\($0) | \(file[$0 - 1])" }
      return Failure(
        "Line \(line) of GuardedViewModel.swift still exits with `if … { return }`.",
        details: shown)
    },
    Expectation(
      "Every scenario of the kit gives the same data as the kit's view model", judge: .equivalence,
      lesson: lesson
    ) {
      for scenario in Scenario.catalog {
        let kit = ScenarioRunner(state: scenario.start)
        let yours = Driver(start: scenario.start)
        var before = yours.model.state
        for (index, step) in scenario.steps.enumerated() {
          let expected = await kit.send(step)
          let actual = await yours.send(step)
          if expected != actual {
            let busy =
              before.isCalculating && [.disappear, .replace].contains(step)
              ? " The screen went away while calculating, so `onDisappear()` cancelled the "
                + "sum: the kit's cancelled calculation keeps the entry and shows it again, "
                + "and is never left calculating (its `catch` writes the entry's text and "
                + "returns; `defer` ends calculating)."
              : before.isCalculating && isWaiting(step)
                ? " The calculation's sleep ended at this step, and what your view model writes "
                  + "when the sum is done differs from the kit's in "
                  + differing(expected, actual) + ": follow each way out of the calculation, "
                  + "the sum too large as well as the one that fits, and write what the kit's "
                  + "model writes on it."
                : before.isCalculating
                  ? " It came while the calculator was calculating, and your view model let it "
                    + "through: every event's first `guard` is `!state.isLoadingOnStart, "
                    + "!state.isCalculating`, both at once (`guard !a, !b`, not `guard !a || !b`)."
                  : expected.isLoadingOnStart && !actual.isLoadingOnStart
                    && [.disappear, .replace].contains(step)
                    ? " The screen went away while loading, which cancels the load, and your view "
                      + "model switched on anyway: a cancelled sleep throws, and its `catch` must "
                      + "`return`, leaving the calculator loading. `try?` around the sleep swallows "
                      + "the cancellation and goes on as if the 3 s were over."
                    : expected.isLoadingOnStart != actual.isLoadingOnStart
                      ? " Loading ends at another time than the kit's: `onFirstLoading()` must go on "
                        + "only while the calculator is loading, `guard state.isLoadingOnStart`."
                      : ""
            return Failure(
              "Scenario '\(scenario.name)', step \(index + 1) (\(step)): your view model's data "
                + "differs from the kit's." + busy,
              details: ["the kit's: \(expected)", "yours:     \(actual)"])
          }
          before = actual
        }
      }
      return nil
    },
    Expectation(
      "Every event while loading or calculating is ignored, as the kit's view model ignores it",
      judge: .equivalence, lesson: lesson
    ) {
      for moment in busyMoments {
        for event in events {
          let yours = GuardedViewModel(state: moment.state, clock: ManualClock())
          let kit = CalculatorViewModel(state: moment.state, clock: ManualClock())
          let yoursStarted = event.yours(yours)
          let kitStarted = event.kit(kit)
          let changed = changes(from: kit.state, to: yours.state)
          guard !changed.isEmpty || yoursStarted != kitStarted else { continue }
          let what =
            changed.isEmpty ? "started a calculation" : "changed the data the kit's leaves alone"
          if event.name == "onDisappear()" {
            return Failure(
              "While the calculator is \(moment.name), your `onDisappear()` changed the data the "
                + "kit's leaves alone. It only cancels the calculation: the calculation's own "
                + "`catch` and `defer` show the entry and end calculating once the cancelled task "
                + "runs, so no tap gets in before the old sum has ended.",
              details: ["the kit's data beside yours:"] + changed.map { "  " + $0 })
          }
          return Failure(
            "While the calculator is \(moment.name), your `\(event.name)` \(what). An event while "
              + "loading or calculating must change nothing, whatever else holds: the first `guard` "
              + "of each event is `!state.isLoadingOnStart, !state.isCalculating`"
              + (event.name == "onSubmit()"
                ? ", and only after it may `onSubmit()` look at an empty entry." : "."),
            details: ["the kit's data beside yours:"] + changed.map { "  " + $0 })
        }
      }
      return nil
    },
    Expectation(
      "Over every path of events, cancelled calculations included, your data is the kit's after every step",
      judge: .equivalence, lesson: lesson
    ) {
      // From the loading screen, then from a state file whose result is not its entry, where a
      // cancelled calculation shows the entry again: three moves reach a cancel from there.
      let file = CalculatorData(
        isLoadingOnStart: false, numbers: [1, 2], result: CalculatorStrings.russian.sum(7))
      for (judge, start) in [(judge, CalculatorData()), (fromAFile, file)] {
        if let failure = await judge.failure(
          start: start,
          model: { state, clock in Yours(GuardedViewModel(state: state, clock: clock)) })
        {
          return failure
        }
      }
      return nil
    },
  ], notes: notes)
