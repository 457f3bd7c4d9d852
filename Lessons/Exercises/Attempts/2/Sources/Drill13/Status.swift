// A wrong fix for drill 13: the message is back, without its centred alignment.

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
    } else if state.isCalculating {
      ProgressView()
      Text("Считаю…")
    } else {
      Text(state.result)
        .font(.title)
    }
  }
}
