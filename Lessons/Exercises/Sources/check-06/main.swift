import ExerciseChecking
import TextUI

@testable import Exercise06

let lesson =
  "Lessons/06-grid.md: fixed `Spacer().frame(height:)` gaps become one stack spacing and a `Grid` keypad, whose columns line the keys up without fixed frames."

let recordedPath = "Recorded/06-keypad.txt"

await runChecks([
  Expectation("The keypad matches the recorded screen (\(recordedPath))", lesson: lesson) {
    let actual = ScreenRenderer().render(Keypad())
    let expected = ExerciseSource.text(recordedPath)
    return Failure.unlessSameScreen(expected: expected, actual: actual)
  },
  Expectation("The keypad is a `Grid` of `GridRow`s, with no fixed spacers", lesson: lesson) {
    let code = ExerciseSource.code(ofTarget: "Exercise06")
    if !code.contains("Grid(") || !code.contains("GridRow") {
      return Failure("Keypad.swift does not use `Grid` and `GridRow`.")
    }
    return Failure.unless(
      !code.contains("Spacer()"), "Keypad.swift still holds rows apart with `Spacer()`.")
  },
])
