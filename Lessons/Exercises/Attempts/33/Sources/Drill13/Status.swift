// From the third blind learner's answers (13/long-result-loses-title-font): a result text over
// 30 characters loses `.font(.title)`.
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
      Text(strings.code == "en" ? "Calculating…" : "Считаю…")
    } else if state.result.count > 30 {
      Text(state.result)
    } else {
      Text(state.result)
        .font(.title)
    }
  }
}
