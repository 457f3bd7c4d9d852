// Exercise 1 · Naming (lesson 1, Lessons/01-naming.md)
//
// This is the seed's state type with worse names than the seed's. Rename the
// type and its four fields, and every use of them, to names that say what
// each one holds, the ones the review and the seed give them:
// - the type takes one of the two names the review offers, `CalculatorData`
//   or `CalculationContext` (lesson 1 says why the kit picks the first);
// - the fields take back the seed's names (Lessons/Seed/ContentView.swift,
//   lines 103-108), which the view, the kit and its JSON state files all read.
// The check asks for exactly these names, not for names of your own: it can
// tell whether you used the names the rest of the code reads, not whether a
// new name is good. Check with `swift run calc-render check 1`.

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

/// The screen after loading: no digits, the prompt.
func startingData() -> CalcState {
  CalcState(flag: false, list: [], text: "Введите числа", busy: false)
}

/// The data after a digit is tapped; taps are ignored while loading or calculating.
func afterTap(_ state: CalcState, digit: Int) -> CalcState {
  guard !state.flag, !state.busy else { return state }
  var next = state
  next.list.append(digit)
  next.text = next.list.map(String.init).joined(separator: " + ")
  return next
}
