import CalcCore
import CalcScreens
import ExerciseChecking
import TextUI

@testable import Drill11

/// The wanted change: the kit's tables, the Russian reset button reading "Очистить".
let wantedTables: [CalculatorStrings] = [
  CalculatorStrings(
    code: "ru", loading: CalculatorStrings.russian.loading,
    enterNumbers: CalculatorStrings.russian.enterNumbers, title: CalculatorStrings.russian.title,
    noNumbers: CalculatorStrings.russian.noNumbers, sumPrefix: CalculatorStrings.russian.sumPrefix,
    sumTooLarge: CalculatorStrings.russian.sumTooLarge, submit: CalculatorStrings.russian.submit,
    reset: "Очистить"),
  .english,
]

/// The teammate's change, as the drill starts: "Очистить" on English screens too.
let cameTables: [CalculatorStrings] = [
  wantedTables[0],
  CalculatorStrings(
    code: "en", loading: CalculatorStrings.english.loading,
    enterNumbers: CalculatorStrings.english.enterNumbers, title: CalculatorStrings.english.title,
    noNumbers: CalculatorStrings.english.noNumbers, sumPrefix: CalculatorStrings.english.sumPrefix,
    sumTooLarge: CalculatorStrings.english.sumTooLarge, submit: CalculatorStrings.english.submit,
    reset: "Очистить"),
]

/// The suite: for each of the app's tables, an entry and a result; and English loading.
@MainActor
func shots(_ tables: [CalculatorStrings]) -> [Drill.Shot] {
  tables.flatMap { strings in
    [
      ("entry", CalculatorData(isLoadingOnStart: false, numbers: [1, 2, 3], strings: strings)),
      ("result", CalculatorData(isLoadingOnStart: false, result: strings.sum(6), strings: strings)),
    ].map { name, state in
      Drill.Shot(
        "\(name).\(strings.code)",
        ScreenRenderer().render(CalculatorScreen(state: state)))
    }
  }
    + tables.filter { $0.code == "en" }.map { strings in
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
    shots: shots(appStrings), wantedShots: shots(wantedTables),
    cameShots: shots(cameTables),
    judge: {
      await DrillApp(tables: appStrings, draw: DrillApp.kitScreens)
        .failure(against: DrillApp(tables: wantedTables, draw: DrillApp.kitScreens))
    }))
