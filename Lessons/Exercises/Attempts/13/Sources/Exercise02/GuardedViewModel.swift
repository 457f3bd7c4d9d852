// A blind learner's answer to exercise 2, written without the corpus: a cancelled
// calculation's guard drops 'state.result = strings.entry(state.numbers)'. After a normal
// submit the result already is the entry, so this differs only when the state came from a
// file whose result is not the entry (e.g. numbers [1, 2], result 'Сумма чисел: 7',
// submit, cancel: the kit shows '1 + 2', this keeps 'Сумма чисел: 7'). Edge-only; the
// check's path search does not start from such a state.
// judge: equivalence (loading beside the reference on every path)
// verdict: fail
// expectation: Over every path of events, cancelled calculations included, your data is the kit's after every step
// saying: After submit, disappear, your view model has another `result` than the
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
    defer { state.isCalculating = false }
    guard (try? await clock.sleep(for: .seconds(3))) != nil else { return }
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
