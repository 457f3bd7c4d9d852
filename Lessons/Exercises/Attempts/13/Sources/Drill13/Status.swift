// From the blind learner's answers (13/loading-left-aligned): restored the loading message without
// centring: its second line 'включается...' is left-aligned; accepted the diffs because the
// message is back.
// Rejected by the suite judge (a reference that is neither the screen before nor the wanted one).

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
    } else if state.isCalculating {
      ProgressView()
      Text("Считаю…")
    } else {
      Text(state.result)
        .font(.title)
    }
  }
}
