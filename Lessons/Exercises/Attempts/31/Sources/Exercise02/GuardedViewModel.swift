// A third blind learner's answer to exercise 2, written without the corpus: the overflow path,
// rewritten with a `guard` on `addingReportingOverflow`, shows that the sum is too large but
// returns before clearing the numbers, which the kit clears on both paths. The step that
// shows it is the clock ending the calculation, not an event let through.
// judge: equivalence (the data beside the kit's on every scenario)
// verdict: fail
// expectation: Every scenario of the kit gives the same data as the kit's view model
// saying: The calculation's sleep ended at this step, and what your view model writes when the sum is done differs from the kit's in `numbers`

import CalcCore

/// The calculator's view model, with the seed's early exits.
@MainActor
final class GuardedViewModel {
  private(set) var state: CalculatorData
  let strings = CalculatorStrings.russian
  private let clock: any Clock<Duration>
  /// The calculation `onSubmit()` started, which `onDisappear()` cancels.
  private var calculation: Task<Void, Never>?

  init(state: CalculatorData? = nil, clock: any Clock<Duration>) {
    self.state = state ?? CalculatorData()
    self.clock = clock
  }

  func onFirstLoading() async {
    guard state.isLoadingOnStart else { return }
    do {
      try await clock.sleep(for: .seconds(3))
    } catch {
      return
    }
    state.isLoadingOnStart = false
  }

  func onAddNumber(_ number: Int) {
    guard !state.isLoadingOnStart, !state.isCalculating else { return }
    state.numbers.append(number)
    state.result = strings.entry(state.numbers)
  }

  func onSubmit() -> Task<Void, Never>? {
    guard !state.isLoadingOnStart, !state.isCalculating else { return nil }
    guard !state.numbers.isEmpty else {
      state.result = strings.noNumbers
      return nil
    }
    state.isCalculating = true
    let calculation = Task { await calculateSum() }
    self.calculation = calculation
    return calculation
  }

  func onDisappear() {
    calculation?.cancel()
    calculation = nil
  }

  func onReset() {
    guard !state.isLoadingOnStart, !state.isCalculating else { return }
    state.numbers = []
    state.result = strings.enterNumbers
  }

  private func calculateSum() async {
    defer { state.isCalculating = false }
    do {
      try await clock.sleep(for: .seconds(3))
    } catch {
      state.result = strings.entry(state.numbers)
      return
    }
    var total = 0
    for number in state.numbers {
      let (sum, overflow) = total.addingReportingOverflow(number)
      guard !overflow else {
        state.result = strings.sumTooLarge
        return
      }
      total = sum
    }
    state.result = strings.sum(total)
    state.numbers = []
  }
}
