// A blind learner's answer to exercise 1, written without the corpus: hand-rename slip:
// afterLoading clears isCalculating instead of isLoadingOnStart, so the calculator never
// switches on.
// judge: equivalence (the data beside the reference on every path)
// verdict: fail
// expectation: Each field holds what its name says, from switching on through taps to a submit
// saying: After loading, `isLoadingOnStart` is true where the starter's data gives false: no

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
  CalculatorData(isLoadingOnStart: true, numbers: [], result: "Введите числа", isCalculating: false)
}

/// The data once the calculator has switched on.
func afterLoading(_ state: CalculatorData) -> CalculatorData {
  var next = state
  next.isCalculating = false
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
  guard !state.isLoadingOnStart, !state.isCalculating, !state.numbers.isEmpty else { return state }
  var next = state
  next.isCalculating = true
  return next
}
