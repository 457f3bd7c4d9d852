// An attempt at exercise 1 that makes the data a class, with every name right: `var next =
// state` then shares the one value, so each function changes the data it was given too. The
// equivalence judge starts every path from the data its shorter path reached, and a class
// shows as data one path changed under another.
// judge: equivalence
// verdict: fail
// expectation: Each field holds what its name says, from switching on through taps to a submit
// saying: Your data is a class

/// The data the calculator screen draws.
final class CalculatorData: Equatable {
  /// Whether the calculator is still switching on.
  var isLoadingOnStart: Bool
  /// The digits entered so far, in order.
  var numbers: [Int]
  /// The text shown in place of the result.
  var result: String
  /// Whether a sum is being calculated.
  var isCalculating: Bool

  init(isLoadingOnStart: Bool, numbers: [Int], result: String, isCalculating: Bool) {
    self.isLoadingOnStart = isLoadingOnStart
    self.numbers = numbers
    self.result = result
    self.isCalculating = isCalculating
  }

  static func == (lhs: CalculatorData, rhs: CalculatorData) -> Bool {
    lhs.isLoadingOnStart == rhs.isLoadingOnStart && lhs.numbers == rhs.numbers
      && lhs.result == rhs.result && lhs.isCalculating == rhs.isCalculating
  }
}

/// The screen as the app opens: switching on, no digits, the prompt.
func startingData() -> CalculatorData {
  CalculatorData(
    isLoadingOnStart: true, numbers: [], result: "Введите числа", isCalculating: false)
}

/// The data once the calculator has switched on.
func afterLoading(_ state: CalculatorData) -> CalculatorData {
  let next = state
  next.isLoadingOnStart = false
  return next
}

/// The data after a digit is tapped; taps are ignored while loading or calculating.
func afterTap(_ state: CalculatorData, digit: Int) -> CalculatorData {
  guard !state.isLoadingOnStart, !state.isCalculating else { return state }
  let next = state
  next.numbers.append(digit)
  next.result = next.numbers.map(String.init).joined(separator: " + ")
  return next
}

/// The data when a sum starts; ignored while loading or calculating, or with no digits.
func afterSubmit(_ state: CalculatorData) -> CalculatorData {
  guard !state.isLoadingOnStart, !state.isCalculating, !state.numbers.isEmpty else {
    return state
  }
  let next = state
  next.isCalculating = true
  return next
}
