import CalcCore
import CalcScreens
import ExerciseChecking
import TextUI

@testable import Drill15

/// The suite: switching on, an entry and a result.
@MainActor
func shots() -> [Drill.Shot] {
  [
    ("loading", CalculatorData(strings: appStrings)),
    ("entry", CalculatorData(isLoadingOnStart: false, numbers: [1, 2, 3], strings: appStrings)),
    (
      "result",
      CalculatorData(isLoadingOnStart: false, result: appStrings.sum(6), strings: appStrings)
    ),
  ].map { name, state in
    Drill.Shot(name, ScreenRenderer().render(CalculatorScreen(state: state)))
  }
}

await runDrill(
  Drill(
    number: 15, source: "Lessons/Exercises/Sources/Drill15/Strings.swift",
    wanted: "the result reading 'Сумма: 6' instead of 'Сумма чисел: 6'",
    regression:
      "the title 'Калькулятор считает сумму' without its last word 'чисел': a second change in the row under the result, which the requirement does not ask for",
    shots: shots()))
