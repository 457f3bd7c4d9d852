// Exercise 1 · Naming (lesson 1, Lessons/01-naming.md)
//
// This is the seed's state type with worse names than the seed's. Rename the
// type and its four fields, and every use of them, so each name says what it
// holds. Check with `swift run calc-render check 1`.

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
