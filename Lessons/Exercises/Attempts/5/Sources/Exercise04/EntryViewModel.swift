// An attempt at exercise 4 that keeps `state` out of tracking with
// `@ObservationIgnored`, as if it were a dependency: the one property the screen reads
// tells it nothing.
// judge: equivalence
// verdict: fail
// expectation: Tapping a digit redraws the screen once
// saying: `@ObservationIgnored` takes a property out of tracking

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
