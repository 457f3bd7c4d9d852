// A blind learner's answer to exercise 8, written without the corpus: too-large state left
// calculating (isCalculating: true): the spinner hides the message; accepted unread.
// judge: structure (the recorded screen)
// verdict: fail
// expectation: Each state draws the screen its name stands for: entry, result and too-large
// saying: "too-large" must draw the result after a sum too large for `Int`, "Сумма слишком велика",
import CalcCore

/// The states whose screens are recorded, by snapshot name.
let recordedStates: [(name: String, state: CalculatorData)] = [
  ("entry", CalculatorData(isLoadingOnStart: false, numbers: [1, 2, 3])),
  ("result", CalculatorData(isLoadingOnStart: false, result: CalculatorStrings.russian.sum(6))),
  ("too-large", CalculatorData(isLoadingOnStart: false, numbers: [Int.max, 1], result: CalculatorStrings.russian.sumTooLarge, isCalculating: true)),
]
