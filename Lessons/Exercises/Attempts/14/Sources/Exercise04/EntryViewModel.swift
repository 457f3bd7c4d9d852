// A blind learner's answer to exercise 4, written without the corpus: no @MainActor, only
// a comment mentioning @MainActor on the class line (tests a naive text search).
// judge: structure (isolation of the class and its methods)
// verdict: fail
// expectation: The view model is on the main actor, as the screen that reads it is
// saying: `EntryViewModel` is not marked `@MainActor`: in Swift 6 a view can only read it on the
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
final class EntryViewModel {  // used from @MainActor views only
  private(set) var state = EntryState()

  func onAddNumber(_ number: Int) {
    state.numbers.append(number)
    state.result = state.numbers.map(String.init).joined(separator: " + ")
  }
}
