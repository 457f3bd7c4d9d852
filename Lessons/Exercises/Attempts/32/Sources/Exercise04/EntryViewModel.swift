// An attempt at exercise 4 that keeps the digits behind an unsafe pointer, so that any thread
// could append to them: every tap is observed and drawn, but the state is shared where
// Swift's concurrency checks cannot see it. Strict memory safety checking refuses it.
// judge: structure (strict memory safety: the compiler must prove the code memory safe)
// verdict: fail
// expectation: The compiler proves EntryViewModel.swift memory safe: no unsafe pointer or `unsafeBitCast`
// saying: Swift's strict memory safety checking (SE-0458) finds unsafe code

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
  /// The digits, where a task on any thread could reach them.
  @ObservationIgnored private let digits = UnsafeMutablePointer<[Int]>.allocate(capacity: 1)

  init() {
    digits.initialize(to: [])
  }

  func onAddNumber(_ number: Int) {
    digits.pointee.append(number)
    state = EntryState(
      numbers: digits.pointee,
      result: digits.pointee.map(String.init).joined(separator: " + "))
  }
}
