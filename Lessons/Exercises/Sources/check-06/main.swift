import ExerciseChecking
import Foundation
import TextUI

@testable import Exercise06

let lesson =
  "Lessons/06-grid.md: fixed `Spacer().frame(height:)` gaps become one stack spacing and a `Grid` keypad, whose columns line the keys up without fixed frames."

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

/// A key as the recorded screen draws it: its label, and where its opening bracket is.
struct RecordedKey: Equatable {
  let label: String
  let line: Int
  let column: Int
}

/// Every bracketed label of a screen, `[ 1 ]` or `[Сброс]`, top to bottom, left to right.
func keys(in screen: String) -> [RecordedKey] {
  let lines = screen.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  var keys: [RecordedKey] = []
  for (number, line) in lines.enumerated() {
    let characters = Array(line)
    var column = 0
    while column < characters.count {
      guard characters[column] == "[",
        let close = characters[column...].firstIndex(of: "]")
      else {
        column += 1
        continue
      }
      let label = String(characters[(column + 1)..<close]).trimmingCharacters(in: .whitespaces)
      keys.append(RecordedKey(label: label, line: number, column: column))
      column = close + 1
    }
  }
  return keys
}

/// The structure judge: every key of the recorded screen must be a `Button` with its label,
/// drawn where the recorded screen has it, and every button must be one of them.
@MainActor
func structureFailure() -> Failure? {
  let buttons = ScreenRenderer().buttons(in: Keypad())
  let recorded = keys(in: ExerciseSource.text(recordedPath))
  var unmatched = buttons
  var problems: [String] = []
  for key in recorded {
    if let index = unmatched.firstIndex(where: {
      $0.label == key.label && $0.line == key.line && $0.column == key.column
    }) {
      unmatched.remove(at: index)
    } else if let moved = unmatched.firstIndex(where: { $0.label == key.label }) {
      let button = unmatched.remove(at: moved)
      problems.append(
        "The key `\(key.label)` is a `Button`, but drawn at line \(button.line + 1), column "
          + "\(button.column + 1), where the recorded screen has it at line \(key.line + 1), "
          + "column \(key.column + 1).")
    } else {
      problems.append(
        "The key `\(key.label)` at line \(key.line + 1), column \(key.column + 1) is no "
          + "`Button`: a `Text` drawn to look like a key shows the same characters, but "
          + "nothing can tap it. Make it `Button(\"\(key.label)\") {}`.")
    }
  }
  for button in unmatched {
    problems.append(
      "The button `\(button.label)` at line \(button.line + 1), column \(button.column + 1) "
        + "is no key of the recorded screen.")
  }
  guard let first = problems.first else { return nil }
  return Failure(first, details: Array(problems.dropFirst()))
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
    structureFailure()
  },
])
