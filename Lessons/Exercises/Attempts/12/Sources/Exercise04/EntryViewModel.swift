// A blind learner's answer to exercise 4, written without the corpus: @ObservationIgnored
// on state: taps change it but nothing redraws.
// judge: equivalence (model and redraws beside the reference)
// verdict: fail
// expectation: Tapping a digit redraws the screen once
// saying: After tapping 1 the screen redrew 0 times and shows "Введите числа"; expected 1 redraw
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
  @ObservationIgnored private(set) var state = EntryState()

  func onAddNumber(_ number: Int) {
    state.numbers.append(number)
    state.result = state.numbers.map(String.init).joined(separator: " + ")
  }
}
