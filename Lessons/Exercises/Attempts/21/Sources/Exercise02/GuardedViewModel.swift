// An attempt at exercise 2 (blind learner, second round) whose `onDisappear()` also ends
// calculating at once: until the cancelled task runs, taps get through, and a new sum can
// have its calculating flag cleared by the old task's `defer`.
// judge: the equivalence judge, on the data right after each event (before its tasks run)
// verdict: fail
// expectation: Every event while loading or calculating is ignored, as the kit's view model ignores it
// saying: your `onDisappear()` changed the data the kit's leaves alone
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
    state.isCalculating = false
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
