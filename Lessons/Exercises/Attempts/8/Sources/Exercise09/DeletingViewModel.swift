// An attempt at exercise 9 whose delete removes the last digit by its value: every copy of
// it goes, so after 1, 1 a delete leaves nothing where it should leave 1.
// Rejected by the equivalence judge: its shortest path taps the same digit twice.
// judge: equivalence
// verdict: fail
// expectation: 10. Over every path of taps, deletes and resets, your data is the reference's after every step
// saying: After 1, 1, delete, your view model has another `numbers` and `result`

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
    let last = state.numbers[state.numbers.count - 1]
    state.numbers.removeAll { $0 == last }
    state.result = strings.entry(state.numbers)
  }

  func onReset() {
    guard !state.isCalculating else { return }
    state.numbers = []
    state.result = strings.enterNumbers
  }
}
