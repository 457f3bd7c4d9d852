// A drill 13 fix that puts the loading message back and translates the new line
// for English screens, which the requirement does not ask for.
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
      Text(strings.code == "ru" ? "Считаю…" : "Calculating…")
    } else {
      Text(state.result)
        .font(.title)
    }
  }
}
