// A third blind learner's answer to exercise 9, written without the corpus: with more than 6
// digits the delete removes the first digit, not the last. Every path of the exhaustive depth
// is right; a long walk that deletes at every length is not.
// judge: equivalence (long walks past the exhaustive depth)
// verdict: fail
// expectation: 10. Over every path of taps, deletes and resets, your data is the reference's after every step
// saying: the exploration of every path of 5 events stops short of such a long entry

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
    if state.numbers.count > 6 { state.numbers.removeFirst() } else { state.numbers.removeLast() }
    state.result = state.numbers.isEmpty ? strings.enterNumbers : strings.entry(state.numbers)
  }

  func onReset() {
    guard !state.isCalculating else { return }
    state.numbers = []
    state.result = strings.enterNumbers
  }
}
