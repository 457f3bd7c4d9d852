// An attempt at exercise 1 that names the type `CalculatorState`: a fine-sounding
// name, but not one of the two the review offers.
// judge: structure
// verdict: fail
// expectation: The type takes one of the review's names: `CalculatorData` or `CalculationContext`
// saying: The type is called `CalculatorState`

/// The data the calculator screen draws.
struct CalculatorState: Equatable {
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
func startingData() -> CalculatorState {
  CalculatorState(
    isLoadingOnStart: true, numbers: [], result: "Введите числа", isCalculating: false)
}

/// The data once the calculator has switched on.
func afterLoading(_ state: CalculatorState) -> CalculatorState {
  var next = state
  next.isLoadingOnStart = false
  return next
}

/// The data after a digit is tapped; taps are ignored while loading or calculating.
func afterTap(_ state: CalculatorState, digit: Int) -> CalculatorState {
  guard !state.isLoadingOnStart, !state.isCalculating else { return state }
  var next = state
  next.numbers.append(digit)
  next.result = next.numbers.map(String.init).joined(separator: " + ")
  return next
}

/// The data when a sum starts; ignored while loading or calculating, or with no digits.
func afterSubmit(_ state: CalculatorState) -> CalculatorState {
  guard !state.isLoadingOnStart, !state.isCalculating, !state.numbers.isEmpty else {
    return state
  }
  var next = state
  next.isCalculating = true
  return next
}
