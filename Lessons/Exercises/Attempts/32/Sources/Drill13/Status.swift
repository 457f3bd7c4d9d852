// From the third blind learner's answers (13/long-entry-hides-label): with 8 digits or more the
// calculating label is left out.
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
      if state.numbers.count < 8 {
        Text(strings.code == "ru" ? "Считаю…" : "Calculating…")
      }
    } else {
      Text(state.result)
        .font(.title)
    }
  }
}
