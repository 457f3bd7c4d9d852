// A drill 13 fix that puts the loading message back and translates the new line
// with three dots, "Calculating...", where the requirement asks for "Calculating…":
// no frame shows an English calculating screen.
// Rejected by the equivalence judge: the English calculating screen differs.

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
      Text(strings.code == "en" ? "Calculating..." : "Считаю…")
    } else {
      Text(state.result)
        .font(.title)
    }
  }
}
