// An attempt at exercise 4 that writes the new state in a `Task` the tap starts, on the
// main actor: it compiles and the screen redraws, but a turn of the run loop later than the
// tap. The judge compares the data right after each tap, as the screen reads it.
// judge: equivalence
// verdict: fail
// expectation: Tapping a digit redraws the screen once
// saying: After tapping 1 your view model holds []; expected [1]
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
    Task {
      state.numbers.append(number)
      state.result = state.numbers.map(String.init).joined(separator: " + ")
    }
  }
}
