// A blind learner's answer to exercise 2, written without the corpus: defer moved below
// the cancellation guard: a cancelled calculation leaves isCalculating true forever.
// judge: equivalence (loading beside the reference on every path)
// (leave-calculating hides the screen mid-sum, and the view's `.onDisappear` cancels it.)
// verdict: fail
// expectation: Every scenario of the kit gives the same data as the kit's view model
// saying: so `onDisappear()` cancelled the sum
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
    guard !state.isLoadingOnStart, !state.isCalculating else { return }
    state.numbers = []
    state.result = strings.enterNumbers
  }

  private func calculateSum() async {
    guard (try? await clock.sleep(for: .seconds(3))) != nil else {
      state.result = strings.entry(state.numbers)
      return
    }
    defer { state.isCalculating = false }
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
