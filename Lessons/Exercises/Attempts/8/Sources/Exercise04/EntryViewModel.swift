// A blind learner's answer to exercise 4, written without the corpus, and right: the
// old check rejected it: the class conforms to a @MainActor protocol, so Swift 6 infers
// @MainActor for it (verified: swiftc -swift-version 6 rejects a nonisolated synchronous
// call to init()/onAddNumber). It IS on the main actor.
// verdict: pass
import Observation

/// What the entry screen draws.
struct EntryState: Equatable {
  /// The digits entered so far.
  var numbers: [Int] = []
  /// The text shown in place of the result.
  var result = "Введите числа"
}

/// Receives taps and decides what the entry screen shows.
/// What a screen's view model does: it lives on the main actor, as the screen does.
@MainActor protocol ScreenModel: AnyObject {}

@Observable
final class EntryViewModel: ScreenModel {
  private(set) var state = EntryState()

  func onAddNumber(_ number: Int) {
    state.numbers.append(number)
    state.result = state.numbers.map(String.init).joined(separator: " + ")
  }
}
