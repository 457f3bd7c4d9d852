import CalcCore
import CalcScenarios
import CalcScreens
import ExerciseChecking
import Foundation
import TextUI

@testable import Exercise08

let lesson =
  "Lessons/10-snapshots.md: record a screen once, then every run compares the screen with it; a failing diff shows both screens, and `snapshots review` accepts the new one when it is right."

let strings = CalculatorStrings.russian

/// Each state the list must hold, by name: what it is, and the data whose screen it draws.
let meant: [(name: String, what: String, state: CalculatorData)] = [
  (
    "entry", "the entry after tapping 1, 2 and 3",
    CalculatorData(isLoadingOnStart: false, numbers: [1, 2, 3])
  ),
  (
    "result", "the result after 1 + 2 + 3 is added up, \"\(strings.sum(6))\"",
    CalculatorData(isLoadingOnStart: false, result: strings.sum(6))
  ),
  (
    "too-large", "the result after a sum too large for `Int`, \"\(strings.sumTooLarge)\"",
    CalculatorData(isLoadingOnStart: false, result: strings.sumTooLarge)
  ),
]

@MainActor
func screen(_ state: CalculatorData) -> String {
  ScreenRenderer().render(CalculatorScreen(state: state))
}

/// The events each state stands for, as the kit's runner sends them to the kit's view model:
/// from where the screen starts, and the steps after it.
let paths: [(name: String, start: CalculatorData?, steps: [Step], words: String)] = [
  (
    "entry", nil, [.appear, .wait(.seconds(3)), .tap(1), .tap(2), .tap(3)], "switching on, 1, 2, 3"
  ),
  (
    "result", nil,
    [.appear, .wait(.seconds(3)), .tap(1), .tap(2), .tap(3), .submit, .wait(.seconds(3))],
    "switching on, 1, 2, 3, a submit and its 3 s"
  ),
  (
    "too-large", CalculatorData(isLoadingOnStart: false, numbers: [Int.max, 1]),
    [.submit, .wait(.seconds(3))], "a submit of Int.max and 1 (from a state file) and its 3 s"
  ),
]

/// The first recorded state that is not the kit's data after the events its name stands for:
/// a state no path of events reaches is no screen of the app, whatever it draws.
@MainActor
func unreachable() async -> Failure? {
  for path in paths {
    guard let state = recordedStates.first(where: { $0.name == path.name })?.state else {
      continue
    }
    let runner = ScenarioRunner(state: path.start)
    let reached = await runner.run(path.steps).last ?? runner.state
    if state == reached { continue }
    let fields = zip(reached.printedFields, state.printedFields).filter { $0.value != $1.value }
    return Failure(
      "\"\(path.name)\" is no state the app reaches: after \(path.words), the kit's data has "
        + fields.map { "`\($0.0.field)` \($0.0.value)" }.joined(separator: ", ")
        + ", and yours " + fields.map { "\($0.1.value)" }.joined(separator: ", ")
        + ". Record the state the events leave, even where the screen does not show it.")
  }
  return nil
}

await runChecks([
  Expectation(
    "The list has the state after a sum too large for `Int`, named \"too-large\"",
    judge: .equivalence, lesson: lesson
  ) {
    let state = recordedStates.first { $0.name == "too-large" }?.state
    return Failure.unless(
      state?.result == strings.sumTooLarge && state?.isLoadingOnStart == false,
      "RecordedStates.swift has no loaded state named \"too-large\" whose result is the sum-too-large text."
    )
  },
  Expectation(
    "Each state draws the screen its name stands for: entry, result and too-large",
    judge: .structure, lesson: lesson
  ) {
    for expected in meant {
      guard let state = recordedStates.first(where: { $0.name == expected.name })?.state else {
        return Failure(
          "RecordedStates.swift has no state named \"\(expected.name)\": keep every state the "
            + "list had. A failing snapshot is fixed by accepting the new screen, not by "
            + "dropping the state.")
      }
      guard
        let failure = Failure.unlessSameScreen(
          expected: screen(expected.state), actual: screen(state))
      else { continue }
      let spinner =
        state.isCalculating
        ? " `isCalculating: true` draws a spinner in place of the result."
        : state.isLoadingOnStart ? " `isLoadingOnStart: true` draws the loading screen." : ""
      let recorded =
        RecordedScreen(folder: "Snapshots/Exercise08/Screens", name: expected.name).reference
          == screen(state)
        ? " Its recorded snapshot shows the same wrong screen, so the snapshot passes, but it "
          + "proves only that the two agree: put the state back to what its name stands for, "
          + "check again, read the diff and accept the screen it draws then."
        : ""
      return Failure(
        "\"\(expected.name)\" must draw \(expected.what), but its state draws another screen ("
          + failure.message.replacingOccurrences(
            of: "Snapshot does not match reference: ", with: ""
          )
          .trimmingCharacters(in: CharacterSet(charactersIn: ".")) + ")." + spinner + recorded,
        details: ["The screen it stands for, beside the one its state draws:"] + failure.details)
    }
    return nil
  },
  Expectation(
    "Each state is the kit's data after the events its name stands for", judge: .equivalence,
    lesson: lesson
  ) {
    await unreachable()
  },
  Expectation(
    "Every state's screen matches its recorded snapshot", judge: .structure, lesson: lesson
  ) {
    RecordedScreen.compareAll(
      recordedStates.map { name, state in
        (RecordedScreen(folder: "Snapshots/Exercise08/Screens", name: name), screen(state))
      })
  },
])
