// A third blind learner's answer to exercise 4, written without the corpus: from the fifth
// digit on, the text is built in an `@ObservationIgnored` cache and copied to `state` only
// every other tap, so the fifth, seventh… tap is not seen. Every path of four taps is right.
// judge: equivalence (model and redraws beside the reference, on an entry of 40 digits)
// verdict: fail
// expectation: On every path of up to four taps, and on an entry of 40 digits, each tap redraws the screen once, and it shows what the reference shows
// saying: After tapping 5 digits (12345) your view model holds [1, 2, 3, 4]


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

  @ObservationIgnored private var pending = EntryState()

  func onAddNumber(_ number: Int) {
    pending.numbers.append(number)
    pending.result = pending.numbers.map(String.init).joined(separator: " + ")
    if pending.numbers.count < 5 || pending.numbers.count.isMultiple(of: 2) { state = pending }
  }
}

