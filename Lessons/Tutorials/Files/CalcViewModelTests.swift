import CalcCore
import CalcScenarios
import Testing

@testable import CalcSeed

@MainActor
@Suite("The seed's view model, kept as the before")
struct CalcViewModelTests {
  let clock = ManualClock()

  @Test("On purpose, a cancelled calculation: the seed's would stay calculating for ever")
  func cancelledCalculationIsStuck() async {
    // Nothing cancels the seed's calculation as shipped. This clock cancels, on
    // purpose, every task that sleeps on it, as a holder of the task could.
    let model = CalcViewModel(clock: CancellingClock())
    let runner = ScenarioRunner(model: model, clock: clock)
    model.state.isLoadingOnStart = false
    model.onAddNumber(1)
    await runner.send(.submit)
    #expect(model.state.isCalculating, "the throw skipped `isCalculating = false`")
    model.onAddNumber(2)
    model.onReset()
    #expect(model.state.numbers == [1], "every input is ignored from now on")
  }
  // tutorial: from recovers

  @Test("On purpose, a cancelled calculation: the refactored view model recovers")
  func refactoredRecovers() async throws {
    let model = CalculatorViewModel(
      state: CalculatorData(isLoadingOnStart: false), clock: CancellingClock())
    model.onAddNumber(1)
    let calculation = try #require(model.onSubmit())
    await calculation.value
    #expect(!model.state.isCalculating)
    #expect(model.state.numbers == [1])
  }
  // tutorial: end
}

/// A clock that cancels every task that sleeps on it, then sleeps on a
/// `ManualClock`, which throws `CancellationError` as any cancelled sleep does.
struct CancellingClock: Clock {
  let base = ManualClock()

  var now: ManualClock.Instant { base.now }
  var minimumResolution: Duration { .zero }

  func sleep(until deadline: ManualClock.Instant, tolerance: Duration? = nil) async throws {
    withUnsafeCurrentTask { $0?.cancel() }
    try await base.sleep(until: deadline, tolerance: tolerance)
  }
}
