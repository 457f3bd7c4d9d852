// A wrong fix for drill 13: the loading message written out in Russian instead
// of `strings.loading`, so the English loading screen shows Russian.

import CalcCore
import TextUI

/// What the calculator is doing: switching on, calculating, or showing the result.
struct Status: View {
  let state: CalculatorData
  let strings: CalculatorStrings

  var body: some View {
    if state.isLoadingOnStart {
      ProgressView()
      Text("Пожалуйста, подождите, калькулятор включается...")
        .multilineTextAlignment(.center)
    } else if state.isCalculating {
      ProgressView()
      Text("Считаю…")
    } else {
      Text(state.result)
        .font(.title)
    }
  }
}
