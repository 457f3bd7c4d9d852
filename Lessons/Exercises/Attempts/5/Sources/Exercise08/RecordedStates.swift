// An attempt at exercise 8 that leaves out `isLoadingOnStart: false`: the
// state's default is the loading screen, which draws no result at all.
// judge: equivalence
// verdict: fail
// expectation: The list has the state after a sum too large for `Int`, named "too-large"
// saying: has no loaded state named "too-large"

import CalcCore

/// The states whose screens are recorded, by snapshot name.
let recordedStates: [(name: String, state: CalculatorData)] = [
  ("entry", CalculatorData(isLoadingOnStart: false, numbers: [1, 2, 3])),
  ("result", CalculatorData(isLoadingOnStart: false, result: CalculatorStrings.russian.sum(6))),
  (
    "too-large",
    CalculatorData(result: CalculatorStrings.russian.sumTooLarge)
  ),
]
