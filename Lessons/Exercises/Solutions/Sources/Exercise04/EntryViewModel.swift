// Exercise 4 · Observation (lesson 4, Lessons/04-observation.md): the reference solution.
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
    state.numbers.append(number)
    state.result = state.numbers.map(String.init).joined(separator: " + ")
  }
}
