// An attempt at exercise 4 that is observable on the main actor, but skips a 0 tapped
// first, as if it were a leading zero: the old check tapped 1, 2 and 3 only. The judge
// taps every path of 1, 2 and 0 beside the reference.
// judge: equivalence
// verdict: fail
// expectation: On every path of up to four taps, and on an entry of 40 digits, each tap redraws the screen once, and it shows what the reference shows
// saying: After tapping 0 your view model holds [] showing
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
    guard number != 0 || !state.numbers.isEmpty else { return }
    state.numbers.append(number)
    state.result = state.numbers.map(String.init).joined(separator: " + ")
  }
}
