// An attempt at exercise 4 that puts the model on the main actor and stops
// there: a plain class tells no one that it changed, so the screen never redraws.
// judge: equivalence
// verdict: fail
// expectation: Tapping a digit redraws the screen once
// saying: A plain class tells no one that it changed


/// What the entry screen draws.
struct EntryState: Equatable {
  /// The digits entered so far.
  var numbers: [Int] = []
  /// The text shown in place of the result.
  var result = "Введите числа"
}

/// Receives taps and decides what the entry screen shows.
@MainActor
final class EntryViewModel {
  private(set) var state = EntryState()

  func onAddNumber(_ number: Int) {
    state.numbers.append(number)
    state.result = state.numbers.map(String.init).joined(separator: " + ")
  }
}
