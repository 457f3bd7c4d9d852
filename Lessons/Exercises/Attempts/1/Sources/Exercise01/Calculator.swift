// An attempt at exercise 1 that must pass: the review's other name for the type.
// verdict: pass

/// The data the calculator screen draws.
struct CalculationContext: Equatable {
  /// Whether the calculator is still switching on.
  var isLoadingOnStart: Bool
  /// The digits entered so far, in order.
  var numbers: [Int]
  /// The text shown in place of the result.
  var result: String
  /// Whether a sum is being calculated.
  var isCalculating: Bool
}

/// The screen after loading: no digits, the prompt.
func startingData() -> CalculationContext {
  CalculationContext(
    isLoadingOnStart: false, numbers: [], result: "Введите числа", isCalculating: false)
}

/// The data after a digit is tapped; taps are ignored while loading or calculating.
func afterTap(_ state: CalculationContext, digit: Int) -> CalculationContext {
  guard !state.isLoadingOnStart, !state.isCalculating else { return state }
  var next = state
  next.numbers.append(digit)
  next.result = next.numbers.map(String.init).joined(separator: " + ")
  return next
}
