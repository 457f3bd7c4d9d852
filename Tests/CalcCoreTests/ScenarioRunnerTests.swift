import Testing

@testable import CalcCore

@MainActor
@Suite("Scenario runner")
struct ScenarioRunnerTests {
  @Test("offers no buttons on the loading screen, like the view")
  func dropsInputWhileLoading() async {
    let runner = ScenarioRunner()
    let states = await runner.run([.appear, .tap(1), .submit, .reset])
    #expect(states == Array(repeating: CalculatorData(), count: 4))
  }

  @Test("waits in clock time, not real time")
  func movesTheClock() async {
    let runner = ScenarioRunner()
    await runner.send(.appear)
    #expect(!runner.isIdle)
    await runner.send(.wait(.milliseconds(1200)))
    await runner.send(.wait(.milliseconds(1800)))
    #expect(runner.elapsed == .seconds(3))
    #expect(runner.isIdle)
    #expect(!runner.state.isLoadingOnStart)
  }

  @Test("waiting until idle ends loading and calculating, and nothing else")
  func waitUntilIdle() async {
    let runner = ScenarioRunner()
    await runner.send(.appear)
    await runner.send(.waitUntilIdle)
    #expect(runner.elapsed == .seconds(3))
    await runner.run([.tap(2), .tap(5), .submit, .waitUntilIdle])
    #expect(runner.elapsed == .seconds(6))
    #expect(runner.state.result == "Сумма чисел: 7")
    await runner.send(.waitUntilIdle)
    #expect(runner.elapsed == .seconds(6))
  }

  @Test("starts from the data, strings and timing it is given")
  func startsFromGivenState() async {
    let timing = CalculatorTiming(loading: .seconds(1), calculation: .milliseconds(500))
    let start = CalculatorData(isLoadingOnStart: false, numbers: [8], strings: .english)
    let runner = ScenarioRunner(state: start, strings: .english, timing: timing)
    await runner.run([.tap(1), .submit, .waitUntilIdle])
    #expect(runner.elapsed == .milliseconds(500))
    #expect(runner.state.result == "Sum of numbers: 9")
  }
}
