// From the blind learner's answers (13/ru-on-en-calculating): the review every learner is led to:
// loading fixed, the teammate's hard-coded Text("Считаю…") kept, so English screens say 'Считаю…'
// while calculating. Drill 11's check calls Russian on an English screen 'a missing translation';
// the drill-13 suite has no English calculating frame, so it cannot see it. (A localized variant,
// strings.code == "ru" ? "Считаю…" : "Calculating…", is accepted too.)
// Rejected by the equivalence judge (the whole app beside the reference with the wanted change).

//
// Drill 13 · Calculating (lesson 10, Lessons/10-snapshots.md): judge the diffs.
//
// The requirement: while a sum is calculating, the screen says "Считаю…" under
// the spinner. Every other screen stays as it is.
//
// A teammate changed this copy of the top of the app's screen (the kit's is in
// Sources/App/CalcScreens/Calculator/CalculatorScreen+Grid.swift) and pushed. You are
// not told how.
// 1. Run the snapshot suite: `swift run calc-render check 13`. It records each
//    screen that no longer matches its reference as a pending `.new` file.
// 2. From the kit's folder, review them one by one:
//    `SNAPSHOT_DIRECTORY=Lessons/Exercises/Snapshots swift run snapshots review`.
//    Accept a diff that shows only what the requirement asks for; reject one that
//    shows anything else.
// 3. For what you rejected, fix this file, and check again.
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
      Text("Считаю…")
    } else {
      Text(state.result)
        .font(.title)
    }
  }
}
