// An attempt at exercise 1 whose names are all right, but whose `afterSubmit` lost the
// empty-entry condition while being renamed: a submit with no digits starts a sum. The old
// check's one walk never submitted an empty entry; the equivalence judge explores every
// path of loading, taps and submits and finds the shortest that shows it.
// judge: equivalence
// verdict: fail
// expectation: Each field holds what its name says, from switching on through taps to a submit
// saying: After loading, a submit, `isCalculating` is true where the starter's data gives false

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
  guard !state.isLoadingOnStart, !state.isCalculating else {
    return state
  }
  var next = state
  next.isCalculating = true
  return next
}
