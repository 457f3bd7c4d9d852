// A wrong fix for drill 13: the message put back in the calculating branch
// instead of the loading one.

import CalcCore
import TextUI

/// What the calculator is doing: switching on, calculating, or showing the result.
struct Status: View {
  let state: CalculatorData
  let strings: CalculatorStrings

  var body: some View {
    if state.isLoadingOnStart {
      ProgressView()
    } else if state.isCalculating {
      ProgressView()
      Text("Считаю…")
      Text(strings.loading)
        .multilineTextAlignment(.center)
    } else {
      Text(state.result)
        .font(.title)
    }
  }
}
