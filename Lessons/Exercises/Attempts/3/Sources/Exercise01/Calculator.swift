// An attempt at exercise 1 with good names of its own for the fields: the
// check asks for the seed's, and says so.
// judge: structure
// verdict: fail
// expectation: The fields take back the seed's names: isLoadingOnStart, numbers, result, isCalculating
// saying: the seed's are isLoadingOnStart, numbers, result, isCalculating

/// The data the calculator screen draws.
struct CalculatorData: Equatable {
  /// Whether the calculator is still switching on.
  var isSwitchingOn: Bool
  /// The digits entered so far, in order.
  var digits: [Int]
  /// The text shown in place of the result.
  var display: String
  /// Whether a sum is being calculated.
  var isAdding: Bool
}

/// The screen as the app opens: switching on, no digits, the prompt.
func startingData() -> CalculatorData {
  CalculatorData(
    isSwitchingOn: true, digits: [], display: "Введите числа", isAdding: false)
}

/// The data once the calculator has switched on.
func afterLoading(_ state: CalculatorData) -> CalculatorData {
  var next = state
  next.isSwitchingOn = false
  return next
}

/// The data after a digit is tapped; taps are ignored while loading or calculating.
func afterTap(_ state: CalculatorData, digit: Int) -> CalculatorData {
  guard !state.isSwitchingOn, !state.isAdding else { return state }
  var next = state
  next.digits.append(digit)
  next.display = next.digits.map(String.init).joined(separator: " + ")
  return next
}

/// The data when a sum starts; ignored while loading or calculating, or with no digits.
func afterSubmit(_ state: CalculatorData) -> CalculatorData {
  guard !state.isSwitchingOn, !state.isAdding, !state.digits.isEmpty else {
    return state
  }
  var next = state
  next.isAdding = true
  return next
}
