// An attempt at exercise 9 that guards against an empty entry only: a delete
// while calculating changes the numbers being added up.
// judge: equivalence
// verdict: fail
// expectation: 1. Delete removes the last digit and shows the entry
// saying: Delete changed the entry while calculating.

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
    guard !state.numbers.isEmpty else { return }
    state.numbers.removeLast()
    state.result = strings.entry(state.numbers)
  }

  func onReset() {
    guard !state.isCalculating else { return }
    state.numbers = []
    state.result = strings.enterNumbers
  }
}
