// An attempt at exercise 2 that turns the seed's `if state.isCalculating { return }`
// into `guard !state.isCalculating` word for word: the shape changes, but nothing ignores an
// event while loading, which lesson 2's `guard` adds.
// judge: equivalence
// verdict: fail
// expectation: Every event while loading or calculating is ignored, as the kit's view model ignores it
// saying: While the calculator is loading with nothing entered, your `onAddNumber(5)` changed the data

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
    guard !state.isCalculating else { return }
    state.numbers.append(number)
    state.result = strings.entry(state.numbers)
  }

  func onSubmit() -> Task<Void, Never>? {
    guard !state.isCalculating else { return nil }
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
    guard !state.isCalculating else { return }
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
