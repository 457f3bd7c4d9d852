// An attempt at exercise 1 that renames the type and keeps the old name as a
// `typealias`, so old code still compiles: the old name lives on.
// judge: structure
// verdict: fail
// expectation: The old name is gone from the code
// saying: `CalcState` is still used somewhere.

/// The old name, so nothing else has to change.
typealias CalcState = CalculatorData

/// The data the calculator screen draws.
struct CalculatorData: Equatable {
  /// Whether the calculator is still switching on.
  var isLoadingOnStart: Bool
  /// The digits entered so far, in order.
  var numbers: [Int]
  /// The text shown in place of the result.
  var result: String
  /// Whether a sum is being calculated.
  var isCalculating: Bool
}

/// The screen as the app opens: switching on, no digits, the prompt.
func startingData() -> CalculatorData {
  CalculatorData(
    isLoadingOnStart: true, numbers: [], result: "Введите числа", isCalculating: false)
}

/// The data once the calculator has switched on.
func afterLoading(_ state: CalculatorData) -> CalculatorData {
  var next = state
  next.isLoadingOnStart = false
  return next
}

/// The data after a digit is tapped; taps are ignored while loading or calculating.
func afterTap(_ state: CalculatorData, digit: Int) -> CalculatorData {
  guard !state.isLoadingOnStart, !state.isCalculating else { return state }
  var next = state
  next.numbers.append(digit)
  next.result = next.numbers.map(String.init).joined(separator: " + ")
  return next
}

/// The data when a sum starts; ignored while loading or calculating, or with no digits.
func afterSubmit(_ state: CalculatorData) -> CalculatorData {
  guard !state.isLoadingOnStart, !state.isCalculating, !state.numbers.isEmpty else {
    return state
  }
  var next = state
  next.isCalculating = true
  return next
}
