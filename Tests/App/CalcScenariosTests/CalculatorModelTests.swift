import CalcCore
import CalcSeed
import TestSupport
import Testing

@testable import CalcScenarios

/// The screen's phases, each reached by steps from the start.
enum Phase: String, CaseIterable, Sendable {
  case loading, idle, entry, calculating, result

  var steps: [Step] {
    switch self {
    case .loading: [.appear]
    case .idle: Phase.loading.steps + [.wait(.seconds(3))]
    case .entry: Phase.idle.steps + [.tap(1), .tap(2)]
    case .calculating: Phase.entry.steps + [.submit]
    case .result: Phase.calculating.steps + [.wait(.seconds(3))]
    }
  }
}

/// Which view model a test drives.
enum Model: String, CaseIterable, Sendable {
  case refactored, seed

  @MainActor func runner() -> ScenarioRunner {
    switch self {
    case .refactored: ScenarioRunner()
    case .seed: ScenarioRunner.seed()
    }
  }
}

@MainActor
@Suite("Every event in every phase, for both view models", .backstopTimeLimit)
struct CalculatorModelTests {
  nonisolated static let loading = CalculatorData()
  nonisolated static let idle = CalculatorData(isLoadingOnStart: false)
  nonisolated static let entry = CalculatorData(isLoadingOnStart: false, numbers: [1, 2])
  nonisolated static let calculating = CalculatorData(
    isLoadingOnStart: false, numbers: [1, 2], isCalculating: true)
  nonisolated static let result = CalculatorData(isLoadingOnStart: false, result: "Сумма чисел: 3")

  nonisolated static let table: [(Phase, Step, CalculatorData)] = [
    (.loading, .appear, loading),
    (.loading, .tap(5), loading),
    (.loading, .submit, loading),
    (.loading, .reset, loading),
    (.loading, .wait(.seconds(3)), idle),
    (.loading, .disappear, loading),
    (.loading, .replace, loading),
    (.idle, .appear, idle),
    (.idle, .tap(5), CalculatorData(isLoadingOnStart: false, numbers: [5])),
    (.idle, .submit, CalculatorData(isLoadingOnStart: false, result: "Числа не вводились")),
    (.idle, .reset, idle),
    (.idle, .wait(.seconds(3)), idle),
    (.idle, .disappear, idle),
    (.idle, .replace, loading),
    (.entry, .appear, entry),
    (.entry, .tap(5), CalculatorData(isLoadingOnStart: false, numbers: [1, 2, 5])),
    (.entry, .submit, calculating),
    (.entry, .reset, idle),
    (.entry, .wait(.seconds(3)), entry),
    (.entry, .disappear, entry),
    (.entry, .replace, loading),
    (.calculating, .appear, calculating),
    (.calculating, .tap(5), calculating),
    (.calculating, .submit, calculating),
    (.calculating, .reset, calculating),
    (.calculating, .wait(.seconds(3)), result),
    (.calculating, .replace, loading),
    (.result, .appear, result),
    (.result, .tap(5), CalculatorData(isLoadingOnStart: false, numbers: [5])),
    (.result, .submit, CalculatorData(isLoadingOnStart: false, result: "Числа не вводились")),
    (.result, .reset, idle),
    (.result, .wait(.seconds(3)), result),
    (.result, .disappear, result),
    (.result, .replace, loading),
  ]

  @Test("Each phase is what its steps make it", arguments: Model.allCases, Phase.allCases)
  func phases(model: Model, phase: Phase) async {
    let expected = [
      Phase.loading: Self.loading, .idle: Self.idle, .entry: Self.entry,
      .calculating: Self.calculating, .result: Self.result,
    ]
    let runner = model.runner()
    await _ = runner.run(phase.steps)
    #expect(runner.state == expected[phase])
  }

  @Test("An event in a phase gives the expected data", arguments: Model.allCases, table)
  func event(model: Model, row: (Phase, Step, CalculatorData)) async {
    let (phase, step, expected) = row
    let runner = model.runner()
    await _ = runner.run(phase.steps)
    #expect(await runner.send(step) == expected)
  }

  // lesson:before-after begin
  nonisolated static let scripts: [[Step]] = [
    [.appear, .wait(.seconds(3)), .tap(1), .tap(2), .tap(3), .submit, .wait(.seconds(3))],
    [.appear, .tap(1), .wait(.seconds(1)), .tap(2), .wait(.seconds(2)), .tap(3), .submit],
    [.appear, .waitUntilIdle, .submit, .tap(9), .submit, .tap(1), .waitUntilIdle, .reset],
    [.appear, .wait(.seconds(3)), .tap(4), .submit, .wait(.seconds(1)), .reset, .tap(5)]
      + [.wait(.seconds(2)), .tap(6), .submit, .submit, .waitUntilIdle, .tap(0), .reset],
    [.appear, .appear, .wait(.milliseconds(2999)), .tap(1), .wait(.milliseconds(1)), .tap(1)],
    [.appear, .wait(.seconds(3)), .tap(1), .disappear, .wait(.seconds(5)), .appear, .tap(2)]
      + [.replace, .tap(3), .wait(.seconds(3)), .tap(4), .submit, .replace, .waitUntilIdle],
  ]

  @Test("The seed and the refactored view model go through the same data", arguments: scripts)
  func beforeAndAfterAgree(steps: [Step]) async {
    let after = await ScenarioRunner().run(steps)
    let before = await ScenarioRunner.seed().run(steps)
    #expect(before == after)
    #expect(after.count == steps.count)
  }
  // lesson:before-after end
}
