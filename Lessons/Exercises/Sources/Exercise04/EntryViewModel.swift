// Exercise 4 · Observation (lesson 4, Lessons/04-observation.md)
//
// The screen draws `state.result`, but it never learns that a tap changed it:
// nothing tells it to draw again. Make the view model observable (`@Observable`,
// from `import Observation`) and keep it on the main actor, as the screen is.
// Check with `swift run calc-render check 4`.

/// What the entry screen draws.
struct EntryState: Equatable {
  /// The digits entered so far.
  var numbers: [Int] = []
  /// The text shown in place of the result.
  var result = "Введите числа"
}

/// Receives taps and decides what the entry screen shows.
final class EntryViewModel {
  private(set) var state = EntryState()

  func onAddNumber(_ number: Int) {
    state.numbers.append(number)
    state.result = state.numbers.map(String.init).joined(separator: " + ")
  }
}
