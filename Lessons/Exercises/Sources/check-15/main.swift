import CalcCore
import CalcScreens
import ExerciseChecking
import TextUI

@testable import Drill15

/// The wanted change: the kit's Russian table, a sum reading "Сумма: 6".
let wantedStrings = CalculatorStrings(
  code: "ru", loading: CalculatorStrings.russian.loading,
  enterNumbers: CalculatorStrings.russian.enterNumbers, title: CalculatorStrings.russian.title,
  noNumbers: CalculatorStrings.russian.noNumbers, sumPrefix: "Сумма: ",
  sumTooLarge: CalculatorStrings.russian.sumTooLarge, submit: CalculatorStrings.russian.submit,
  reset: CalculatorStrings.russian.reset)

/// The teammate's change, as the drill starts: the title lost "чисел" too.
let cameStrings = CalculatorStrings(
  code: "ru", loading: wantedStrings.loading, enterNumbers: wantedStrings.enterNumbers,
  title: "Калькулятор считает сумму", noNumbers: wantedStrings.noNumbers,
  sumPrefix: wantedStrings.sumPrefix, sumTooLarge: wantedStrings.sumTooLarge,
  submit: wantedStrings.submit, reset: wantedStrings.reset)

/// The suite: switching on, an entry and a result.
@MainActor
func shots(_ strings: CalculatorStrings) -> [Drill.Shot] {
  [
    ("loading", CalculatorData(strings: strings)),
    ("entry", CalculatorData(isLoadingOnStart: false, numbers: [1, 2, 3], strings: strings)),
    ("result", CalculatorData(isLoadingOnStart: false, result: strings.sum(6), strings: strings)),
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
    shots: shots(appStrings), wantedShots: shots(wantedStrings),
    cameShots: shots(cameStrings),
    judge: {
      await DrillApp(tables: [appStrings], draw: DrillApp.kitScreens)
        .failure(against: DrillApp(tables: [wantedStrings], draw: DrillApp.kitScreens))
    }))
