// A blind learner's answer to exercise 2, written without the corpus: onReset guards only
// isCalculating ('nothing to reset while loading'): a state file loading with digits is
// cleared.
// judge: equivalence
// verdict: fail
// expectation: Every event while loading or calculating is ignored, as the kit's view model ignores it
// saying: While the calculator is loading with 1 and 2 entered (from a state file), your
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
    guard (try? await clock.sleep(for: .seconds(3))) != nil else { return }
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
    guard !state.isCalculating else { return }  // nothing to reset while loading anyway
    state.numbers = []
    state.result = strings.enterNumbers
  }

  private func calculateSum() async {
    defer { state.isCalculating = false }
    guard (try? await clock.sleep(for: .seconds(3))) != nil else {
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
