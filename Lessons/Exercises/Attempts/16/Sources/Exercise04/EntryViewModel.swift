// A blind learner's answer to exercise 4, written without the corpus: onAddNumber made
// 'nonisolated' ('callable from any thread') with its body in MainActor.assumeIsolated:
// Swift 6 now lets any thread call it, and it traps at run time when one does. The
// compile-time main-actor guarantee the lesson asks for is traded for a runtime crash; no
// banned word used.
// judge: structure (isolation of the class and its methods)
// verdict: fail
// expectation: The view model is on the main actor, as the screen that reads it is
// saying: A `nonisolated` method of the view model leaves the main actor: any thread may call it
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

  /// Callable from any thread (e.g. a hardware-keyboard callback).
  nonisolated func onAddNumber(_ number: Int) {
    MainActor.assumeIsolated {
      state.numbers.append(number)
      state.result = state.numbers.map(String.init).joined(separator: " + ")
    }
  }
}
