// An attempt at exercise 4 that makes the model observable but leaves it on no
// actor: the screen redraws, but in Swift 6 a view on the main actor cannot share it.
// judge: structure
// verdict: fail
// expectation: The view model is on the main actor, as the screen that reads it is
// saying: `EntryViewModel` is not marked `@MainActor`

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
final class EntryViewModel {
  private(set) var state = EntryState()

  func onAddNumber(_ number: Int) {
    state.numbers.append(number)
    state.result = state.numbers.map(String.init).joined(separator: " + ")
  }
}
