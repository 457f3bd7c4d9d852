// An attempt at exercise 9 that removes the last digit and forgets the screen:
// the result still shows the digit that is gone.
// judge: equivalence
// verdict: fail
// expectation: 1. Delete removes the last digit and shows the entry
// saying: After 1, 2, 3 and delete the data is

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
    guard !state.isCalculating, !state.numbers.isEmpty else { return }
    state.numbers.removeLast()
  }

  func onReset() {
    guard !state.isCalculating else { return }
    state.numbers = []
    state.result = strings.enterNumbers
  }
}
