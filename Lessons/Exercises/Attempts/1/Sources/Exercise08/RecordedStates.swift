// An attempt at exercise 8 that adds "too-large" as a calculating state and
// accepts the spinner screen it records without reading it: the snapshot and the state
// agree, and both are wrong. (Snapshots/Exercise08/too-large.txt in this round is that
// spinner screen.)
// judge: structure
// verdict: fail
// expectation: Each state draws the screen its name stands for: entry, result and too-large
// saying: `isCalculating: true` draws a spinner in place of the result

import CalcCore

/// The states whose screens are recorded, by snapshot name.
let recordedStates: [(name: String, state: CalculatorData)] = [
  ("entry", CalculatorData(isLoadingOnStart: false, numbers: [1, 2, 3])),
  ("result", CalculatorData(isLoadingOnStart: false, result: CalculatorStrings.russian.sum(6))),
  (
    "too-large",
    CalculatorData(
      isLoadingOnStart: false, result: CalculatorStrings.russian.sumTooLarge, isCalculating: true)
  ),
]
