// Exercise 2 · Guard (lesson 2, Lessons/02-guard.md)
//
// Every early exit below is an `if … { return }`. Rewrite each as
// `guard … else { return }`, without changing what the view model does:
// the check runs every scenario of the kit on it and on the kit's own model.
// Check with `swift run calc-render check 2`.
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
    if !state.isLoadingOnStart {
      return
    }
    do {
      try await clock.sleep(for: .seconds(3))
    } catch {
      return
    }
    state.isLoadingOnStart = false
  }

  func onAddNumber(_ number: Int) {
    if state.isLoadingOnStart || state.isCalculating {
      return
    }
    state.numbers.append(number)
    state.result = strings.entry(state.numbers)
  }

  func onSubmit() -> Task<Void, Never>? {
    if state.isLoadingOnStart || state.isCalculating {
      return nil
    }
    if state.numbers.isEmpty {
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
    if state.isLoadingOnStart || state.isCalculating {
      return
    }
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
