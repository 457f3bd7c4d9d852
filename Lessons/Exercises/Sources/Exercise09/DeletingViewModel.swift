// Exercise 9 · A feature end to end (lessons 0 and 11, Lessons/00-roles.md, Lessons/11-proofs.md)
//
// Add a "delete last digit" button, in four files of this folder:
// 1. here, `onDeleteLast()`: remove the last digit and show the entry again
//    (the prompt when no digit is left); ignore it while calculating;
// 2. DeleteScreen.swift: a "⌫" button after the 0 key, in both layouts;
//    then record both screens' snapshots (the check says how);
// 3. DeleteScenario.swift: a scenario that shows the feature;
// 4. DeleteTest.swift: a test that fails if the wrong digit goes.
// Check with `swift run calc-render check 9`; it tells you which step is next.
import CalcCore

/// The calculator's view model, after loading.
///
/// Not `final`: the check makes broken subclasses.
@MainActor
class DeletingViewModel {
  private(set) var state: CalculatorData
  let strings = CalculatorStrings.russian

  init(state: CalculatorData = CalculatorData(isLoadingOnStart: false)) {
    self.state = state
  }

  func onAddNumber(_ number: Int) {
    guard !state.isCalculating else { return }
    state.numbers.append(number)
    state.result = strings.entry(state.numbers)
  }

  /// Removes the last digit entered; ignored while calculating.
  func onDeleteLast() {
  }

  func onReset() {
    guard !state.isCalculating else { return }
    state.numbers = []
    state.result = strings.enterNumbers
  }
}
