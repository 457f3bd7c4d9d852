// Exercise 1 · Naming (lesson 1, Lessons/01-naming.md)
//
// This is the seed's state type with worse names than the seed's. Rename the
// type and its four fields, and every use of them, to names that say what
// each one holds, the ones the review and the seed give them:
// - the type takes one of the two names the review offers, `CalculatorData`
//   or `CalculationContext` (lesson 1 says why the kit picks the first);
// - the fields take back the seed's names (Lessons/Seed/ContentView.swift,
//   lines 103-108), which the view, the kit and its JSON state files all read.
// Read what each field holds (its comment, and the functions below that set
// it) before you name it: the check follows the data through loading, taps
// and a submit, and holds each name to what its field holds.
// Check with `swift run calc-render check 1`.

/// The data the calculator screen draws.
struct CalcState: Equatable {
  /// Whether the calculator is still switching on.
  var flag: Bool
  /// The digits entered so far, in order.
  var list: [Int]
  /// The text shown in place of the result.
  var text: String
  /// Whether a sum is being calculated.
  var busy: Bool
}

/// The screen as the app opens: switching on, no digits, the prompt.
func startingData() -> CalcState {
  CalcState(flag: true, list: [], text: "Введите числа", busy: false)
}

/// The data once the calculator has switched on.
func afterLoading(_ state: CalcState) -> CalcState {
  var next = state
  next.flag = false
  return next
}

/// The data after a digit is tapped; taps are ignored while loading or calculating.
func afterTap(_ state: CalcState, digit: Int) -> CalcState {
  guard !state.flag, !state.busy else { return state }
  var next = state
  next.list.append(digit)
  next.text = next.list.map(String.init).joined(separator: " + ")
  return next
}

/// The data when a sum starts; ignored while loading or calculating, or with no digits.
func afterSubmit(_ state: CalcState) -> CalcState {
  guard !state.flag, !state.busy, !state.list.isEmpty else { return state }
  var next = state
  next.busy = true
  return next
}
