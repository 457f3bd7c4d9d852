// Drill 13 · Calculating (lesson 10, Lessons/10-snapshots.md): the reference solution.
//
// Accept the calculating screen, which gains only "Считаю…"; reject the loading
// screen, which lost its message, and put the message back. No frame shows an
// English calculating screen: give it "Calculating…", as the requirement asks.
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
    } else {
      Text(state.result)
        .font(.title)
    }
  }
}
