// A third blind learner's answer to exercise 2, written without the corpus: the same late
// `guard !Task.isCancelled` in `onFirstLoading()`: a disappear in the same main-actor turn as
// the loading sleep's end leaves the screen loading, where the kit switches on.
// judge: equivalence (an event in the same turn as a sleep's end)
// verdict: fail
// expectation: Over every path of events, cancelled calculations included, your data is the kit's after every step
// saying: After appear, wait 3s, disappear at once, your view model has another `isLoadingOnStart`

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
    guard !Task.isCancelled else { return }
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
