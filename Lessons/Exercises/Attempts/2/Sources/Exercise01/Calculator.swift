// An attempt at exercise 1 that gives the two flags the seed's names the wrong way
// round: `flag` (true while switching on) becomes `isCalculating`, and `busy` becomes
// `isLoadingOnStart`. Every name is the seed's and it compiles, but each flag holds what the
// other's name says, and its comment says so.
// judge: equivalence
// verdict: fail
// expectation: Each field holds what its name says, from switching on through taps to a submit
// saying: It holds whether a sum is being calculated, what the seed calls `isCalculating`

/// The data the calculator screen draws.
struct CalculatorData: Equatable {
  /// Whether the calculator is still switching on.
  var isCalculating: Bool
  /// The digits entered so far, in order.
  var numbers: [Int]
  /// The text shown in place of the result.
  var result: String
  /// Whether a sum is being calculated.
  var isLoadingOnStart: Bool
}

/// The screen as the app opens: switching on, no digits, the prompt.
func startingData() -> CalculatorData {
  CalculatorData(
    isCalculating: true, numbers: [], result: "Введите числа", isLoadingOnStart: false)
}

/// The data once the calculator has switched on.
func afterLoading(_ state: CalculatorData) -> CalculatorData {
  var next = state
  next.isCalculating = false
  return next
}

/// The data after a digit is tapped; taps are ignored while loading or calculating.
func afterTap(_ state: CalculatorData, digit: Int) -> CalculatorData {
  guard !state.isCalculating, !state.isLoadingOnStart else { return state }
  var next = state
  next.numbers.append(digit)
  next.result = next.numbers.map(String.init).joined(separator: " + ")
  return next
}

/// The data when a sum starts; ignored while loading or calculating, or with no digits.
func afterSubmit(_ state: CalculatorData) -> CalculatorData {
  guard !state.isCalculating, !state.isLoadingOnStart, !state.numbers.isEmpty else {
    return state
  }
  var next = state
  next.isLoadingOnStart = true
  return next
}
