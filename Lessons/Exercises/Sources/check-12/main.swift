import CalcCore
import ExerciseChecking
import TextUI

@testable import Drill12

/// The screen around the keypad, as the kit's grid layout draws it after loading.
struct Screen: View {
  let state: CalculatorData
  let strings = CalculatorStrings.russian

  var body: some View {
    VStack(spacing: 10) {
      Text(state.result)
        .font(.title)
      Text(strings.title)
      Keypad(strings: strings)
    }
  }
}

/// The suite: an entry, a result and an empty submit.
@MainActor
func shots() -> [Drill.Shot] {
  let strings = CalculatorStrings.russian
  return [
    ("entry", CalculatorData(isLoadingOnStart: false, numbers: [1, 2, 3])),
    ("result", CalculatorData(isLoadingOnStart: false, result: strings.sum(6))),
    ("no-numbers", CalculatorData(isLoadingOnStart: false, result: strings.noNumbers)),
  ].map { name, state in Drill.Shot(name, ScreenRenderer().render(Screen(state: state))) }
}

await runDrill(
  Drill(
    number: 12, source: "Lessons/Exercises/Sources/Drill12/Keypad.swift",
    wanted: "two empty lines between the keypad's rows where there was one",
    regression:
      "the keys of each row further apart: the `^` marks under the rows of keys show the second and third columns moved right, which the requirement does not ask for",
    shots: shots()))
