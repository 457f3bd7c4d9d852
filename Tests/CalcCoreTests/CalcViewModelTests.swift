import Testing

@testable import CalcCore

@MainActor
@Suite("The seed's view model, kept as the before")
struct CalcViewModelTests {
  let clock = ManualClock()

  func loadedModel() async -> CalcViewModel {
    let model = CalcViewModel(clock: clock)
    model.onFirstLoading()
    await clock.waitForSleepers(count: 1)
    clock.advance(by: .seconds(3))
    await finishTasks(of: model)
    return model
  }

  func finishTasks(of model: CalcViewModel) async {
    for task in model.tasks { _ = try? await task.value }
  }

  @Test("starts loading with the prompt")
  func startsLoading() {
    #expect(CalcViewModel(clock: clock).state.data == CalculatorData())
  }

  @Test("switches on after three seconds of its clock")
  func loads() async {
    let model = await loadedModel()
    #expect(model.state.data == CalculatorData(isLoadingOnStart: false))
    #expect(clock.now.offset == .seconds(3))
  }

  @Test("sums the digits after three seconds and clears them")
  func sums() async {
    let model = await loadedModel()
    for digit in [1, 2, 3] { model.onAddNumber(digit) }
    #expect(model.state.result == "1 + 2 + 3")
    model.onSubmit()
    #expect(model.state.isCalculating)
    await clock.waitForSleepers(count: 1)
    clock.advance(by: .seconds(3))
    await finishTasks(of: model)
    #expect(model.state.data == CalculatorData(isLoadingOnStart: false, result: "Сумма чисел: 6"))
  }

  @Test("an empty submit says so once its task has run")
  func emptySubmit() async {
    let model = await loadedModel()
    model.onSubmit()
    #expect(model.state.isCalculating, "the seed shows calculating until its task runs")
    await finishTasks(of: model)
    #expect(model.state.result == "Числа не вводились")
    #expect(!model.state.isCalculating)
  }

  @Test("ignores input while calculating, and reset clears an entry")
  func guards() async {
    let model = await loadedModel()
    model.onAddNumber(5)
    model.onSubmit()
    model.onAddNumber(6)
    model.onReset()
    model.onSubmit()
    #expect(model.state.numbers == [5])
    #expect(model.tasks.count == 2)
    await clock.waitForSleepers(count: 1)
    clock.run()
    await finishTasks(of: model)
    model.onAddNumber(9)
    model.onReset()
    #expect(model.state.data == CalculatorData(isLoadingOnStart: false))
  }

  @Test("accepts taps while loading, because only its view hides the buttons")
  func tapsWhileLoading() {
    let model = CalcViewModel(clock: clock)
    model.onAddNumber(1)
    #expect(model.state.numbers == [1])
  }

  // lesson:seed-stuck begin

  @Test("a cancelled calculation is left calculating for ever: the flaw the review fixes")
  func cancelledCalculationIsStuck() async throws {
    let model = await loadedModel()
    model.onAddNumber(1)
    model.onSubmit()
    await clock.waitForSleepers(count: 1)
    let calculation = try #require(model.tasks.last)
    calculation.cancel()
    await #expect(throws: CancellationError.self) { try await calculation.value }
    #expect(model.state.isCalculating)
    model.onAddNumber(2)
    model.onReset()
    #expect(model.state.numbers == [1], "every input is ignored from now on")
  }
  // lesson:seed-stuck end

  // lesson:refactored-recovers begin

  @Test("the refactored view model recovers from the same cancellation")
  func refactoredRecovers() async throws {
    let model = CalculatorViewModel(state: CalculatorData(isLoadingOnStart: false), clock: clock)
    model.onAddNumber(1)
    let calculation = try #require(model.onSubmit())
    await clock.waitForSleepers(count: 1)
    calculation.cancel()
    await calculation.value
    #expect(!model.state.isCalculating)
  }
  // lesson:refactored-recovers end
}
