import CalcCore
import ExerciseChecking
import TextUI

@testable import Drill12

/// The wanted change: the kit's grid keypad, its rows twice as far apart; with `columns` 25,
/// the teammate's change as it came.
struct WantedKeypad: View {
  let strings: CalculatorStrings
  var columns = 20.0

  var body: some View {
    Grid(horizontalSpacing: columns, verticalSpacing: 20) {
      GridRow {
        key(1)
        key(2)
        key(3)
      }
      GridRow {
        key(4)
        key(5)
        key(6)
      }
      GridRow {
        key(7)
        key(8)
        key(9)
      }
      GridRow {
        key(0)
          .gridCellColumns(3)
      }

      Button(strings.submit) {}
        .font(.title)

      Button(strings.reset) {}
        .font(.title)
    }
  }

  func key(_ number: Int) -> some View {
    Button(String(number)) {}
      .font(.title)
  }
}

/// The screen around a keypad, as the kit's grid layout draws it after loading.
struct Screen<Keys: View>: View {
  let state: CalculatorData
  let keypad: Keys

  var body: some View {
    VStack(spacing: 10) {
      Text(state.result)
        .font(.title)
      Text(state.strings.title)
      keypad
    }
  }
}

/// The suite: an entry, a result and an empty submit, in Russian.
@MainActor
func shots(_ keypad: (CalculatorStrings) -> some View) -> [Drill.Shot] {
  let strings = CalculatorStrings.russian
  return [
    ("entry", CalculatorData(isLoadingOnStart: false, numbers: [1, 2, 3])),
    ("result", CalculatorData(isLoadingOnStart: false, result: strings.sum(6))),
    ("no-numbers", CalculatorData(isLoadingOnStart: false, result: strings.noNumbers)),
  ].map { name, state in
    Drill.Shot(name, ScreenRenderer().render(Screen(state: state, keypad: keypad(strings))))
  }
}

/// The app around a keypad: after loading, the screen with it; while loading, the spinner.
@MainActor
func app(_ keypad: @escaping (CalculatorStrings) -> some View) -> DrillApp {
  DrillApp(tables: CalculatorStrings.all) { state in
    guard !state.isLoadingOnStart else { return [] }
    return [
      DrillApp.Drawn(
        "the keypad's screen", of: Screen(state: state, keypad: keypad(state.strings)))
    ]
  }
}

/// Whether the rows of keys are two empty lines apart: the wanted change is there.
func rowsDoubled(_ screen: String) -> Bool {
  let lines = screen.split(separator: "\n", omittingEmptySubsequences: false)
  guard let one = lines.firstIndex(where: { $0.contains("[ 1 ]") }),
    let four = lines.firstIndex(where: { $0.contains("[ 4 ]") })
  else { return false }
  return four - one == 3
}

await runDrill(
  Drill(
    number: 12, source: "Lessons/Exercises/Sources/Drill12/Keypad.swift",
    wanted:
      "two empty lines where there was one between each two rows of the keypad's grid: the rows 1 2 3, 4 5 6, 7 8 9 and 0, the submit button and the reset button",
    regression:
      "the keys of each row further apart: the `^` marks under the rows of keys show the second and third columns moved right, which the requirement does not ask for",
    shots: shots { Keypad(strings: $0) }, wantedShots: shots { WantedKeypad(strings: $0) },
    cameShots: shots { WantedKeypad(strings: $0, columns: 25) },
    showsWanted: rowsDoubled,
    judge: {
      await app { Keypad(strings: $0) }.failure(against: app { WantedKeypad(strings: $0) })
    }))
