// An attempt at exercise 4 that adds a `nonisolated` reset which writes `state` from a
// detached task: the taps still redraw, but the reset is work on no actor that nobody owns.
// Exercise 10 refuses the same hatch.
// judge: structure
// verdict: fail
// expectation: The view model is on the main actor, as the screen that reads it is
// saying: A `nonisolated` method of the view model leaves the main actor: any thread may call it while the screen reads `state`. Keep

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

  nonisolated func onReset() {
    Task.detached {
      await MainActor.run { self.state = EntryState() }
    }
  }
}
