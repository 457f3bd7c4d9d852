// A right drill 13 fix written otherwise: a condition no path can tell apart (a
// calculation always has numbers), and the translation chosen the other way round.
// The equivalence judge accepts it.

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
    } else if state.isCalculating && !state.numbers.isEmpty {
      ProgressView()
      Text(strings.code == "ru" ? "Считаю…" : "Calculating…")
    } else {
      Text(state.result)
        .font(.title)
    }
  }
}
