// A drill 13 fix that puts the loading message back and pads the new line 4
// points from the spinner: the text port draws 0.4 lines as none, a device does not.
// Rejected by the equivalence judge's layout in points.

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
        .padding(.top, 4)
    } else {
      Text(state.result)
        .font(.title)
    }
  }
}
