import CalcCore
import ExerciseChecking
import TextUI

@testable import Drill13

/// The top of the screen, as the kit's grid layout draws it: the status, then the title.
struct Screen: View {
  let state: CalculatorData
  var strings = CalculatorStrings.russian

  var body: some View {
    VStack(spacing: 10) {
      Status(state: state, strings: strings)
      if !state.isLoadingOnStart {
        Text(strings.title)
      }
    }
  }
}

/// The suite: switching on, in Russian and in English, calculating, and an entry.
@MainActor
func shots() -> [Drill.Shot] {
  [
    ("loading", CalculatorData(), CalculatorStrings.russian),
    ("loading.en", CalculatorData(strings: .english), .english),
    (
      "calculating", CalculatorData(isLoadingOnStart: false, numbers: [1, 2], isCalculating: true),
      .russian
    ),
    ("entry", CalculatorData(isLoadingOnStart: false, numbers: [1, 2, 3]), .russian),
  ].map { name, state, strings in
    Drill.Shot(name, ScreenRenderer().render(Screen(state: state, strings: strings)))
  }
}

await runDrill(
  Drill(
    number: 13, source: "Lessons/Exercises/Sources/Drill13/Status.swift",
    wanted: "the line 'Считаю…' under the spinner while calculating",
    regression:
      "a loading screen without its message: the verdict line says the screen lost rows, and the side-by-side shows the message ('Пожалуйста, подождите…', 'Please wait…') only on the reference side; a lost line is a regression",
    shots: shots()))
