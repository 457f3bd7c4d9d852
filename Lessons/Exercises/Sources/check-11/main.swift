import CalcCore
import CalcScreens
import ExerciseChecking
import TextUI

@testable import Drill11

/// The suite: for each of the app's tables, an entry and a result; and English loading.
@MainActor
func shots() -> [Drill.Shot] {
  appStrings.flatMap { strings in
    [
      ("entry", CalculatorData(isLoadingOnStart: false, numbers: [1, 2, 3], strings: strings)),
      ("result", CalculatorData(isLoadingOnStart: false, result: strings.sum(6), strings: strings)),
    ].map { name, state in
      Drill.Shot(
        "\(name).\(strings.code)",
        ScreenRenderer().render(CalculatorScreen(state: state)))
    }
  }
    + appStrings.filter { $0.code == "en" }.map { strings in
      Drill.Shot(
        "loading.en",
        ScreenRenderer().render(CalculatorScreen(state: CalculatorData(strings: strings))))
    }
}

await runDrill(
  Drill(
    number: 11, source: "Lessons/Exercises/Sources/Drill11/Strings.swift",
    wanted: "the Russian reset button reading 'Очистить' instead of 'Сброс'",
    regression:
      "an English screen whose reset button reads 'Очистить': Russian on an English screen is a missing translation, and the requirement keeps 'Reset' there",
    shots: shots()))
