import CalcCore
import CalcScenarios
import TestSupport
import Testing

@testable import CalcSeed

@MainActor
@Suite("The seed's view model, kept as the before", .backstopTimeLimit)
struct CalcViewModelTests {
  let clock = ManualClock()

  /// A runner over a seed model, which waits for the tasks the model returns.
  func runner(_ model: CalcViewModel) -> ScenarioRunner {
    ScenarioRunner(model: model, clock: clock)
  }

  func loadedModel() async -> (CalcViewModel, ScenarioRunner) {
    let model = CalcViewModel(clock: clock)
    let runner = runner(model)
    await runner.run([.appear, .wait(.seconds(3))])
    return (model, runner)
  }

  @Test("The seed's CalcState converts field by field")
  func seedStateConverts() {
    var state = CalcState()
    #expect(state.data == CalculatorData())
    state.isLoadingOnStart = false
    state.numbers = [3]
    state.result = "3"
    state.isCalculating = true
    #expect(
      state.data
        == CalculatorData(isLoadingOnStart: false, numbers: [3], result: "3", isCalculating: true))
  }

  @Test("Starts loading with the prompt")
  func startsLoading() {
    #expect(CalcViewModel(clock: clock).state.data == CalculatorData())
  }

  @Test("Switches on after three seconds of its clock")
  func loads() async {
    let (model, _) = await loadedModel()
    #expect(model.state.data == CalculatorData(isLoadingOnStart: false))
    #expect(clock.now.offset == .seconds(3))
  }

  @Test("Sums the digits after three seconds and clears them")
  func sums() async {
    let (model, runner) = await loadedModel()
    for digit in [1, 2, 3] { model.onAddNumber(digit) }
    #expect(model.state.result == "1 + 2 + 3")
    await runner.send(.submit)
    #expect(model.state.isCalculating)
    await runner.send(.wait(.seconds(3)))
    #expect(model.state.data == CalculatorData(isLoadingOnStart: false, result: "Сумма чисел: 6"))
  }

  @Test("An empty submit says so once its task has run")
  func emptySubmit() async throws {
    let (model, _) = await loadedModel()
    let submit = try #require(model.onSubmit())
    #expect(model.state.isCalculating, "the seed shows calculating until its task runs")
    try await submit.value
    #expect(model.state.result == "Числа не вводились")
    #expect(!model.state.isCalculating)
  }

  @Test("Ignores input while calculating, and reset clears an entry")
  func guards() async {
    let (model, runner) = await loadedModel()
    model.onAddNumber(5)
    await runner.send(.submit)
    model.onAddNumber(6)
    model.onReset()
    #expect(model.onSubmit() == nil, "the second submit starts nothing")
    #expect(model.state.numbers == [5])
    #expect(clock.pending.count == 1)
    await runner.send(.waitUntilIdle)
    model.onAddNumber(9)
    model.onReset()
    #expect(model.state.data == CalculatorData(isLoadingOnStart: false))
  }

  @Test("Accepts taps while loading, because only its view hides the buttons")
  func tapsWhileLoading() {
    let model = CalcViewModel(clock: clock)
    model.onAddNumber(1)
    #expect(model.state.numbers == [1])
  }

  @Test("Every call to onFirstLoading starts another load; none is ever cancelled")
  func loadsRunOn() async {
    let model = CalcViewModel(clock: clock)
    let runner = runner(model)
    await runner.run([.appear, .wait(.seconds(1)), .disappear, .appear])
    #expect(clock.pending.map(\.deadline.offset) == [.seconds(3), .seconds(4)])
    await runner.send(.wait(.seconds(2)))
    #expect(!model.state.isLoadingOnStart, "the first load ended at 3 s")
  }

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
