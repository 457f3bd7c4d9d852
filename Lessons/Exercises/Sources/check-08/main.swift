import CalcCore
import CalcScreens
import ExerciseChecking
import TextUI

@testable import Exercise08

let lesson =
  "Lessons/08-snapshots.md: record a screen once, then every run compares the screen with it; a failing diff shows both screens, and `snapshots review` accepts the new one when it is right."

await runChecks([
  Expectation(
    "The list has the state after a sum too large for `Int`, named \"too-large\"", lesson: lesson
  ) {
    let state = recordedStates.first { $0.name == "too-large" }?.state
    return Failure.unless(
      state?.result == CalculatorStrings.russian.sumTooLarge && state?.isLoadingOnStart == false,
      "RecordedStates.swift has no loaded state named \"too-large\" whose result is the sum-too-large text."
    )
  },
  Expectation("Every state's screen matches its recorded snapshot", lesson: lesson) {
    RecordedScreen.compareAll(
      recordedStates.map { name, state in
        (
          RecordedScreen(folder: "Snapshots/Exercise08/Screens", name: name),
          ScreenRenderer().render(CalculatorScreen(state: state))
        )
      })
  },
])
