// A blind learner's answer to exercise 4, written without the corpus: onAddNumber defers
// the change into Task { @MainActor in … }: the screen is one run-loop turn late (and taps
// can reorder with other work).
// judge: equivalence (model and redraws beside the reference)
// verdict: fail
// expectation: Tapping a digit redraws the screen once
// saying: After tapping 1 your view model holds []; expected [1]: the tap changes `state` before
import Observation

/// What the entry screen draws.
struct EntryState: Equatable {
  /// The digits entered so far.
  var numbers: [Int] = []
  /// The text shown in place of the result.
  var result = "Введите числа"
}

/// Receives taps and decides what the entry screen shows.
@MainActor
@Observable
final class EntryViewModel {
  private(set) var state = EntryState()

  func onAddNumber(_ number: Int) {
    Task { @MainActor in
      state.numbers.append(number)
      state.result = state.numbers.map(String.init).joined(separator: " + ")
    }
  }
}
