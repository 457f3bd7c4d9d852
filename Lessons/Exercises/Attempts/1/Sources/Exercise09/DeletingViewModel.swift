// An attempt at exercise 9 whose delete leaves early with `if … { return }`: it
// passes, and the check notes the `guard` lesson 2 writes.
// verdict: pass
// note: lesson 2 writes an early exit as a `guard`

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
    if state.isCalculating || state.numbers.isEmpty {
      return
    }
    state.numbers.removeLast()
    state.result = strings.entry(state.numbers)
  }

  func onReset() {
    guard !state.isCalculating else { return }
    state.numbers = []
    state.result = strings.enterNumbers
  }
}
