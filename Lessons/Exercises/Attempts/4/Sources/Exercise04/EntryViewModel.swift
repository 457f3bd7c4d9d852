// An attempt at exercise 4 that adopts the `Observable` protocol instead of the
// macro: the conformance compiles, but nothing reports reads or changes.
// judge: equivalence
// verdict: fail
// expectation: Tapping a digit redraws the screen once
// saying: Conforming to `Observable` is not enough

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
final class EntryViewModel: Observable {
  private(set) var state = EntryState()

  func onAddNumber(_ number: Int) {
    state.numbers.append(number)
    state.result = state.numbers.map(String.init).joined(separator: " + ")
  }
}
