import CalcCore
import CalcSeed
import TestSupport
import Testing

@testable import CalcScenarios

/// The kit's view model with a delete key, made of its own events: reset, then the digits
/// but the last tapped again.
@MainActor
private final class Deleting: CalculatorModel {
  let model: CalculatorViewModel
  init(_ model: CalculatorViewModel) { self.model = model }
  var data: CalculatorData { model.state }
  var appearance: Appearance { model.appearance }
  func tap(_ digit: Int) { model.onAddNumber(digit) }
  func submit() -> Task<Void, Never>? { model.onSubmit() }
  func reset() { model.onReset() }
  func delete() {
    let numbers = model.state.numbers
    guard !numbers.isEmpty else { return }
    model.onReset()
    for digit in numbers.dropLast() { model.onAddNumber(digit) }
  }
}

@MainActor
@Suite("Scenario runner", .backstopTimeLimit)
struct ScenarioRunnerTests {
  @Test("Offers no buttons on the loading screen, like the view")
  func dropsInputWhileLoading() async {
    let runner = ScenarioRunner()
    let states = await runner.run([.appear, .tap(1), .submit, .reset])
    #expect(states == Array(repeating: CalculatorData(), count: 4))
  }

  @Test("Waits in clock time, not real time")
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

  @Test("Waiting until idle ends loading and calculating, and nothing else")
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

  @Test("Cancelling the calculation keeps the entry and ends calculating, with nothing pending")
  func cancelsTheCalculation() async {
    let runner = ScenarioRunner(state: CalculatorData(isLoadingOnStart: false))
    await runner.run([.tap(1), .tap(2), .submit])
    #expect(runner.state.isCalculating)
    let after = await runner.perform(.cancelCalculation)
    #expect(after == CalculatorData(isLoadingOnStart: false, numbers: [1, 2], result: "1 + 2"))
    #expect(runner.isIdle)
  }

  @Test("A disappear in the same turn as the calculation's end comes too late: the sum stands")
  func disappearsAtTheSleepsEnd() async {
    let runner = ScenarioRunner(state: CalculatorData(isLoadingOnStart: false))
    await runner.run([.tap(1), .tap(2), .submit, .wait(.seconds(2))])
    let after = await runner.perform(.waitThen(.seconds(1), .step(.disappear)))
    #expect(after.result == "Сумма чисел: 3")
    #expect(!after.isCalculating)
    #expect(runner.isIdle)
  }

  @Test("Runs a view model it is given, and a new one from it for each replaced view")
  func runsAModelOfYourOwn() async {
    var made: [CalculatorData?] = []
    let runner = ScenarioRunner(state: CalculatorData(isLoadingOnStart: false)) { state, clock in
      made.append(state)
      return CalculatorViewModel(state: state, clock: clock)
    }
    await runner.run([.tap(1), .replace, .wait(.seconds(3)), .tap(2)])
    #expect(made == [CalculatorData(isLoadingOnStart: false), nil])
    #expect(runner.state.numbers == [2])
    #expect(runner.removedStates.map(\.numbers) == [[1]])
  }

  @Test("A delete reaches a model that has a delete key, but not on the loading screen")
  func deletes() async {
    let runner = ScenarioRunner(state: CalculatorData(numbers: [1, 2])) {
      Deleting(CalculatorViewModel(state: $0, clock: $1))
    }
    let loading = runner.state
    #expect(await runner.perform(.delete) == loading)
    await runner.run([.appear, .wait(.seconds(3))])
    let after = await runner.perform(.delete)
    #expect(after == CalculatorData(isLoadingOnStart: false, numbers: [1], result: "1"))
  }

  @Test("A model without a delete key ignores a delete")
  func ignoresDelete() async {
    let runner = ScenarioRunner(state: CalculatorData(isLoadingOnStart: false, numbers: [1]))
    let before = runner.state
    #expect(await runner.perform(.delete) == before)
  }

  @Test("Starts from the data, strings and timing it is given")
  func startsFromGivenState() async {
    let timing = CalculatorTiming(loading: .seconds(1), calculation: .milliseconds(500))
    let start = CalculatorData(isLoadingOnStart: false, numbers: [8], strings: .english)
    let runner = ScenarioRunner(state: start, strings: .english, timing: timing)
    await runner.run([.tap(1), .submit, .waitUntilIdle])
    #expect(runner.elapsed == .milliseconds(500))
    #expect(runner.state.result == "Sum of numbers: 9")
  }
}

@MainActor
@Suite("Scenario runner, when the screen is hidden", .backstopTimeLimit)
struct ScenarioRunnerDisappearTests {
  @Test(
    "A hidden screen keeps its view model: the entry is there when it appears again",
    arguments: Model.allCases)
  func keepsTheModel(model: Model) async {
    let runner = model.runner()
    await runner.run(Phase.entry.steps + [.disappear, .wait(.seconds(5))])
    #expect(runner.state == CalculatorModelTests.entry)
    await runner.run([.appear, .tap(3)])
    #expect(runner.state.numbers == [1, 2, 3])
    #expect(runner.removedStates.isEmpty)
  }

  @Test("The kit's .task load is cancelled; appearing again loads from the start")
  func cancelsLoading() async {
    let runner = ScenarioRunner()
    await runner.run([.appear, .wait(.seconds(2)), .disappear])
    #expect(runner.isIdle)
    #expect(runner.clock.pending.isEmpty)
    await runner.run([.wait(.seconds(5)), .appear, .wait(.seconds(2))])
    #expect(runner.state.isLoadingOnStart)
    await runner.send(.wait(.seconds(1)))
    #expect(!runner.state.isLoadingOnStart)
  }

  @Test("Difference: the seed's .onAppear load runs on after the screen goes away")
  func seedLoadRunsOn() async {
    let steps: [Step] = [.appear, .wait(.seconds(1)), .disappear, .wait(.seconds(2))]
    let after = await ScenarioRunner().run(steps)
    let before = await ScenarioRunner.seed().run(steps)
    #expect(after.last?.isLoadingOnStart == true, "the kit's .task load was cancelled")
    #expect(before.last?.isLoadingOnStart == false, "the seed's Task {} finished at 3 s")
  }

  @Test("Difference: appearing again starts a second seed load but restarts the kit's")
  func appearingTwice() async {
    let seed = ScenarioRunner.seed()
    await seed.run([.appear, .wait(.seconds(1)), .disappear, .appear])
    #expect(seed.clock.pending.map(\.deadline.offset) == [.seconds(3), .seconds(4)])
    let kit = ScenarioRunner()
    await kit.run([.appear, .wait(.seconds(1)), .disappear, .appear])
    #expect(kit.clock.pending.map(\.deadline.offset) == [.seconds(4)])
  }

  @Test("Difference: the kit's .onDisappear cancels the calculation; the seed's sum runs on")
  func calculationOwnedByTheView() async {
    let steps: [Step] = [.appear, .wait(.seconds(3)), .tap(6), .submit, .disappear]
    let kit = ScenarioRunner()
    let seed = ScenarioRunner.seed()
    #expect(await kit.run(steps).last == CalculatorData(isLoadingOnStart: false, numbers: [6]))
    #expect(kit.isIdle, "nothing left asleep on the clock")
    #expect(await seed.run(steps).last?.isCalculating == true)
    await seed.send(.wait(.seconds(3)))
    #expect(seed.state == CalculatorData(isLoadingOnStart: false, result: "Сумма чисел: 6"))
  }
}

@MainActor
@Suite("Scenario runner, when the screen is removed and a new one shown", .backstopTimeLimit)
struct ScenarioRunnerReplaceTests {
  @Test(
    "The new screen has a new view model, loading from the start; the old one is kept aside",
    arguments: Model.allCases, [Phase.idle, .entry, .calculating, .result])
  func newModel(model: Model, phase: Phase) async throws {
    let runner = model.runner()
    let before = try #require(await runner.run(phase.steps).last)
    await runner.send(.replace)
    #expect(runner.state == CalculatorData())
    // The kit's `.onDisappear` cancels a calculation, which keeps its entry.
    let cancelled = CalculatorData(isLoadingOnStart: false, numbers: before.numbers)
    let kept = model == .refactored && before.isCalculating ? cancelled : before
    #expect(runner.removedStates == [kept])
    await runner.run([.tap(4), .wait(.seconds(3)), .tap(5)])
    #expect(runner.state == CalculatorData(isLoadingOnStart: false, numbers: [5]))
  }

  @Test("A new screen starts loading, whatever data the runner started from")
  func newModelIgnoresTheStart() async {
    let start = CalculatorData(isLoadingOnStart: false, numbers: [8], strings: .english)
    let runner = ScenarioRunner(state: start, strings: .english)
    await runner.run([.replace, .wait(.seconds(3)), .submit])
    #expect(
      runner.state == CalculatorData(isLoadingOnStart: false, result: "No numbers were entered"))
    #expect(runner.removedStates == [start])
  }

  @Test("The kit's old .task load is cancelled: only the new view's load is pending")
  func cancelsTheOldLoad() async {
    let runner = ScenarioRunner()
    await runner.run([.appear, .wait(.seconds(1)), .replace])
    #expect(runner.clock.pending.map(\.deadline.offset) == [.seconds(4)])
    await runner.send(.waitUntilIdle)
    #expect(runner.removedStates == [CalculatorData()], "the removed model stays loading")
    #expect(!runner.state.isLoadingOnStart)
  }

  @Test("Difference: the seed's old load runs on, into the removed model nobody sees")
  func seedLoadWritesIntoTheRemovedModel() async {
    let steps: [Step] = [.appear, .wait(.seconds(1)), .replace, .wait(.seconds(2))]
    let kit = ScenarioRunner()
    let seed = ScenarioRunner.seed()
    #expect(await kit.run(steps) == (await seed.run(steps)), "both show a new view, loading")
    #expect(kit.removedStates.map(\.isLoadingOnStart) == [true], "its .task was cancelled")
    #expect(seed.removedStates.map(\.isLoadingOnStart) == [false], "its Task {} ran on")
    #expect(seed.clock.pending.map(\.deadline.offset) == [.seconds(4)], "the new load")
  }

  @Test("Difference: the seed's calculation lands in the removed model; the kit's is cancelled")
  func calculationAfterReplace() async {
    let steps = Phase.calculating.steps + [.replace, .wait(.seconds(3))]
    let kit = ScenarioRunner()
    let seed = ScenarioRunner.seed()
    #expect(await kit.run(steps) == (await seed.run(steps)), "both show a new view")
    #expect(kit.state == CalculatorModelTests.idle, "the new view loaded; no sum on it")
    #expect(kit.removedStates == [CalculatorModelTests.entry], "cancelled, the entry kept")
    #expect(seed.removedStates == [CalculatorModelTests.result], "its Task {} ran on")
  }

  @Test("Every replace keeps its removed model, oldest first", arguments: Model.allCases)
  func replacesInOrder(model: Model) async {
    let runner = model.runner()
    await runner.run(Phase.entry.steps + [.replace, .wait(.seconds(3)), .tap(7), .replace])
    #expect(runner.removedStates.map(\.numbers) == [[1, 2], [7]])
    #expect(runner.state == CalculatorData())
  }
}

@MainActor
@Suite("Scenario catalog", .backstopTimeLimit)
struct ScenarioCatalogTests {
  @Test("Names are unique and every scenario has a summary")
  func uniqueNames() {
    let names = Scenario.catalog.map(\.name)
    #expect(Set(names).count == names.count)
    for scenario in Scenario.catalog {
      #expect(scenario.summary.hasSuffix("."), "\(scenario.name)")
      #expect(Scenario.named(scenario.name) == scenario)
    }
    #expect(Scenario.named("nope") == nil)
  }

  @Test(
    "The five scenarios of the design are there",
    arguments: [
      "loading", "entry", "calculating", "empty-submit", "reset",
    ])
  func designScenarios(name: String) {
    #expect(Scenario.named(name) != nil)
  }

  @Test(
    "Every scenario ends where its summary says",
    arguments: [
      ("loading", CalculatorData(isLoadingOnStart: false)),
      ("entry", CalculatorData(isLoadingOnStart: false, numbers: [1, 2, 3])),
      ("calculating", CalculatorData(isLoadingOnStart: false, result: "Сумма чисел: 3")),
      ("result", CalculatorData(isLoadingOnStart: false, result: "Сумма чисел: 6")),
      ("empty-submit", CalculatorData(isLoadingOnStart: false, result: "Числа не вводились")),
      ("reset", CalculatorData(isLoadingOnStart: false)),
      ("input-after-result", CalculatorData(isLoadingOnStart: false, numbers: [4, 5])),
      ("long-input", CalculatorData(isLoadingOnStart: false, result: "Сумма чисел: 75")),
      ("cancel-loading", CalculatorData(isLoadingOnStart: false)),
      ("leave-calculating", CalculatorData(isLoadingOnStart: false, numbers: [6, 7, 1])),
      ("replace-loading", CalculatorData(isLoadingOnStart: false)),
      ("replace-calculating", CalculatorData(isLoadingOnStart: false, numbers: [1])),
      ("overflow", CalculatorData(isLoadingOnStart: false, result: "Сумма слишком велика")),
    ])
  func endings(name: String, end: CalculatorData) async throws {
    let scenario = try #require(Scenario.named(name))
    let runner = ScenarioRunner(state: scenario.start)
    await runner.run(scenario.steps)
    #expect(runner.state == end)
    #expect(runner.isIdle)
  }
}
