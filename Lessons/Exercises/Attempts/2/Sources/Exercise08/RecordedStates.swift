// An attempt at exercise 8 that keeps the out-of-date "result" snapshot and edits
// the state to match it: the snapshot passes, and the screen the app really draws after
// a sum is never reviewed. (Snapshots/Exercise08/result.txt in this round is the
// starter's.)
// judge: structure
// verdict: fail
// expectation: Each state draws the screen its name stands for: entry, result and too-large
// saying: Its recorded snapshot shows the same wrong screen

import CalcCore

/// The states whose screens are recorded, by snapshot name.
let recordedStates: [(name: String, state: CalculatorData)] = [
  ("entry", CalculatorData(isLoadingOnStart: false, numbers: [1, 2, 3])),
  ("result", CalculatorData(isLoadingOnStart: false, result: "Сумма: 6")),
  (
    "too-large",
    CalculatorData(isLoadingOnStart: false, result: CalculatorStrings.russian.sumTooLarge)
  ),
]
