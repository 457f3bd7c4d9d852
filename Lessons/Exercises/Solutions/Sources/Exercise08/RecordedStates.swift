// Exercise 8 · Snapshots (lesson 10, Lessons/10-snapshots.md): the reference solution.
import CalcCore

/// The states whose screens are recorded, by snapshot name.
let recordedStates: [(name: String, state: CalculatorData)] = [
  ("entry", CalculatorData(isLoadingOnStart: false, numbers: [1, 2, 3])),
  ("result", CalculatorData(isLoadingOnStart: false, result: CalculatorStrings.russian.sum(6))),
  (
    "too-large",
    CalculatorData(isLoadingOnStart: false, result: CalculatorStrings.russian.sumTooLarge)
  ),
]
