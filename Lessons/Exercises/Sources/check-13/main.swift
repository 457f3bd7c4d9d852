import CalcCore
import ExerciseChecking
import TextUI

@testable import Drill13

/// The wanted change: the kit's status, with "Считаю…" under the spinner while calculating,
/// "Calculating…" on an English screen; with `asCame`, the teammate's change, which lost the
/// loading message and writes "Считаю…" in every language.
struct WantedStatus: View {
  let state: CalculatorData
  let strings: CalculatorStrings
  var asCame = false

  var body: some View {
    if state.isLoadingOnStart {
      ProgressView()
      if !asCame {
        Text(strings.loading)
          .multilineTextAlignment(.center)
      }
    } else if state.isCalculating {
      ProgressView()
      Text(strings.code == "en" && !asCame ? "Calculating…" : "Считаю…")
    } else {
      Text(state.result)
        .font(.title)
    }
  }
}

/// The top of the screen, as the kit's grid layout draws it: the status, then the title.
struct Screen<Top: View>: View {
  let state: CalculatorData
  let strings: CalculatorStrings
  let status: Top

  var body: some View {
    VStack(spacing: 10) {
      status
      if !state.isLoadingOnStart {
        Text(strings.title)
      }
    }
  }
}

/// The suite: switching on, in Russian and in English, calculating, and an entry.
@MainActor
func shots(_ status: (CalculatorData, CalculatorStrings) -> some View) -> [Drill.Shot] {
  [
    ("loading", CalculatorData(), CalculatorStrings.russian),
    ("loading.en", CalculatorData(strings: .english), .english),
    (
      "calculating", CalculatorData(isLoadingOnStart: false, numbers: [1, 2], isCalculating: true),
      .russian
    ),
    ("entry", CalculatorData(isLoadingOnStart: false, numbers: [1, 2, 3]), .russian),
  ].map { name, state, strings in
    Drill.Shot(
      name,
      ScreenRenderer().render(
        Screen(state: state, strings: strings, status: status(state, strings))))
  }
}

/// The app around a status: the top of its screen for every state, in its language.
@MainActor
func app(_ status: @escaping (CalculatorData, CalculatorStrings) -> some View) -> DrillApp {
  DrillApp(tables: CalculatorStrings.all) { state in
    [
      DrillApp.Drawn(
        "the top of the screen",
        of: Screen(state: state, strings: state.strings, status: status(state, state.strings)))
    ]
  }
}

await runDrill(
  Drill(
    number: 13, source: "Lessons/Exercises/Sources/Drill13/Status.swift",
    wanted: "the line 'Считаю…' under the spinner while calculating",
    regression:
      "a loading screen without its message: the verdict line says the screen lost rows, and the side-by-side shows the message ('Пожалуйста, подождите…', 'Please wait…') only on the reference side; a lost line is a regression",
    shots: shots { Status(state: $0, strings: $1) },
    wantedShots: shots { WantedStatus(state: $0, strings: $1) },
    cameShots: shots { WantedStatus(state: $0, strings: $1, asCame: true) },
    showsWanted: { $0.contains("Считаю…") },
    judge: {
      await app { Status(state: $0, strings: $1) }
        .failure(against: app { WantedStatus(state: $0, strings: $1) })
    }))
