// An attempt at exercise 2 whose calculation sleeps with `try?`, as if a cancelled
// sleep were nothing to handle: cancelling the calculation ends the sleep at once, and the
// sum is shown anyway, where the kit's keeps the entry.
// Rejected by the equivalence judge: its shortest path cancels a calculation.
// (leave-calculating hides the screen mid-sum, and the view's `.onDisappear` cancels it.)
// judge: equivalence
// verdict: fail
// expectation: Every scenario of the kit gives the same data as the kit's view model
// saying: so `onDisappear()` cancelled the sum

import CalcCore

/// The calculator's view model, its early exits written with `guard`.
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
    try? await clock.sleep(for: .seconds(3))
    var total: Int? = 0
    for number in state.numbers {
      total = total.flatMap { total in
        let (sum, overflow) = total.addingReportingOverflow(number)
        return overflow ? nil : sum
      }
    }
    state.result = total.map(strings.sum) ?? strings.sumTooLarge
    state.numbers = []
  }
}
