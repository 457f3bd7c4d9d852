import ExerciseChecking
import TextUI

@testable import Exercise06

let lesson =
  "Lessons/08-grid.md: fixed `Spacer().frame(height:)` gaps become one stack spacing and a `Grid` keypad, whose columns line the keys up without fixed frames."

let recordedPath = "Recorded/06-keypad.txt"

/// What a keypad that differs from the recorded one most likely gets wrong, read from the
/// rows that differ.
func whatDiffers(expected: String, actual: String) -> String {
  let expectedRows = expected.split(separator: "\n", omittingEmptySubsequences: false)
  let actualRows = actual.split(separator: "\n", omittingEmptySubsequences: false)
  guard expectedRows.count == actualRows.count else {
    return "The rows are \(actualRows.count > expectedRows.count ? "further apart" : "closer") "
      + "than recorded: in a `Grid`, `verticalSpacing:` is the whole gap between two rows, one "
      + "line for every 10 points."
  }
  let differing = zip(expectedRows, actualRows).filter { $0 != $1 }.map(\.0)
  if differing.allSatisfy({ $0.contains("[ 0 ]") }) {
    return "The 0 key is not under the middle column: `.gridCellColumns(3)` makes it one cell "
      + "across all three columns."
  }
  if differing.contains(where: { $0.contains("[ 1 ]") || $0.contains("[ 4 ]") }) {
    return "The keys sit in other columns than recorded: a `Grid` lines its columns up by "
      + "itself, 20 points (4 columns) apart, so the keys need no `.frame(width: 30)`."
  }
  return "Read the two screens side by side: `>` marks each row that differs."
}

await runChecks([
  Expectation("The keypad matches the recorded screen (\(recordedPath))", lesson: lesson) {
    let actual = ScreenRenderer().render(Keypad())
    let expected = ExerciseSource.text(recordedPath)
    guard let failure = Failure.unlessSameScreen(expected: expected, actual: actual) else {
      return nil
    }
    return Failure(
      failure.message + " " + whatDiffers(expected: expected, actual: actual),
      details: failure.details)
  },
  Expectation("The keypad is a `Grid` of `GridRow`s, with no fixed spacers", lesson: lesson) {
    let code = ExerciseSource.code(ofTarget: "Exercise06")
    if !code.contains("Grid(") || !code.contains("GridRow") {
      return Failure("Keypad.swift does not use `Grid` and `GridRow`.")
    }
    return Failure.unless(
      !code.contains("Spacer()"), "Keypad.swift still holds rows apart with `Spacer()`.")
  },
  Expectation(
    "Every key of the recorded screen is a `Button` drawn where it is recorded", lesson: lesson
  ) {
    Structure.failure(
      expected: ExerciseSource.text(recordedPath), named: "the recorded screen",
      buttons: ScreenRenderer().buttons(in: Keypad()))
  },
])
