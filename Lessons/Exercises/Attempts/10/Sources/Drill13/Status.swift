// A drill 13 fix that puts the loading message back and takes "Считаю…" out with
// it, as the status was before the change.
// Rejected by the suite judge, whose lead names the wanted change the fix took out.

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
    } else {
      Text(state.result)
        .font(.title)
    }
  }
}
