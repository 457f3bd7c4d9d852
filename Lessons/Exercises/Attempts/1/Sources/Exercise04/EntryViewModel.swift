// An attempt at exercise 4 with the two attributes the other way round:
// `@Observable` before `@MainActor` is the same class, and passes.
// verdict: pass

import Observation

/// What the entry screen draws.
struct EntryState: Equatable {
  /// The digits entered so far.
  var numbers: [Int] = []
  /// The text shown in place of the result.
  var result = "Введите числа"
}

/// Receives taps and decides what the entry screen shows.
@Observable
@MainActor
final class EntryViewModel {
  private(set) var state = EntryState()

  func onAddNumber(_ number: Int) {
    state.numbers.append(number)
    state.result = state.numbers.map(String.init).joined(separator: " + ")
  }
}
