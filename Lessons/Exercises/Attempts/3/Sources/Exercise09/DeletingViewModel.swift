// An attempt at exercise 9 that ignores a delete while calculating but not one
// with nothing entered: `removeLast()` on an empty array stops the program. The check
// deletes on an empty entry in a child process, and says so.
// judge: equivalence
// verdict: fail
// expectation: 1. Delete removes the last digit and shows the entry
// saying: Delete with nothing entered stopped the program

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
    guard !state.isCalculating else { return }
    state.numbers.removeLast()
    state.result = strings.entry(state.numbers)
  }

  func onReset() {
    guard !state.isCalculating else { return }
    state.numbers = []
    state.result = strings.enterNumbers
  }
}
