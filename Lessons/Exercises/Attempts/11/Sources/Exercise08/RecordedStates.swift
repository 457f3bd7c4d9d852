// A blind learner's answer to exercise 8, written without the corpus: too-large state
// keeps the digits [Int.max, 1] beside the message, though the kit clears the entry after
// a sum; the screen only shows the result.
// judge: equivalence
// verdict: fail
// expectation: Each state is the kit's data after the events its name stands for
// saying: "too-large" is no state the app reaches: after a submit of Int.max and 1 (from a state
import CalcCore

/// The states whose screens are recorded, by snapshot name.
let recordedStates: [(name: String, state: CalculatorData)] = [
  ("entry", CalculatorData(isLoadingOnStart: false, numbers: [1, 2, 3])),
  ("result", CalculatorData(isLoadingOnStart: false, result: CalculatorStrings.russian.sum(6))),
  ("too-large", CalculatorData(isLoadingOnStart: false, numbers: [Int.max, 1], result: CalculatorStrings.russian.sumTooLarge)),
]
