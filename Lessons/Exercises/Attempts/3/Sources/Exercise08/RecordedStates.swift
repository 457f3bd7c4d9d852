// An attempt at exercise 8 that silences the failing diff by dropping the
// "result" state from the list.
// judge: structure
// verdict: fail
// expectation: Each state draws the screen its name stands for: entry, result and too-large
// saying: has no state named "result"

import CalcCore

/// The states whose screens are recorded, by snapshot name.
let recordedStates: [(name: String, state: CalculatorData)] = [
  ("entry", CalculatorData(isLoadingOnStart: false, numbers: [1, 2, 3])),
  (
    "too-large",
    CalculatorData(isLoadingOnStart: false, result: CalculatorStrings.russian.sumTooLarge)
  ),
]
