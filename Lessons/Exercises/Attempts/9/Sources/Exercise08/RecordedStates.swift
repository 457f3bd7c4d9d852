// A blind learner's answer to exercise 8, written without the corpus: too-large state from
// the digits that overflow (numbers [Int.max, 1]) with no result: draws an entry, not the
// message; accepted unread.
// judge: equivalence (the state list)
// verdict: fail
// expectation: The list has the state after a sum too large for `Int`, named "too-large"
// saying: RecordedStates.swift has no loaded state named "too-large" whose result is the
import CalcCore

/// The states whose screens are recorded, by snapshot name.
let recordedStates: [(name: String, state: CalculatorData)] = [
  ("entry", CalculatorData(isLoadingOnStart: false, numbers: [1, 2, 3])),
  ("result", CalculatorData(isLoadingOnStart: false, result: CalculatorStrings.russian.sum(6))),
  ("too-large", CalculatorData(isLoadingOnStart: false, numbers: [Int.max, 1])),
]
