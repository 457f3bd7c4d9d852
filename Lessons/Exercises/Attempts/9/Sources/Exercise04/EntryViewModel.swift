// An attempt at exercise 4 that puts the class on the main actor, then takes `state` out
// of it with `nonisolated(unsafe)`: the screen still redraws, and any thread may now write
// what the screen reads on the main actor. Exercise 10 refuses the same hatch.
// judge: structure
// verdict: fail
// expectation: No escape hatch hides the race: no `@unchecked Sendable`, `nonisolated(unsafe)`, `@preconcurrency` or `Task.detached`
// saying: `nonisolated(unsafe)` switches the compiler's checks off

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
  nonisolated(unsafe) private(set) var state = EntryState()

  func onAddNumber(_ number: Int) {
    state.numbers.append(number)
    state.result = state.numbers.map(String.init).joined(separator: " + ")
  }
}
