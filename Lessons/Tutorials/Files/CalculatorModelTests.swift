import CalcCore
import CalcSeed
import Testing

@testable import CalcScenarios

@MainActor
@Suite("The seed's view model and the refactored one, step by step")
struct CalculatorModelTests {
  // tutorial: until agree-all
  nonisolated static let scripts: [[Step]] = [
    [.appear, .wait(.seconds(3)), .tap(1), .tap(2), .tap(3), .submit, .wait(.seconds(3))],
    [.appear, .tap(1), .wait(.seconds(1)), .tap(2), .wait(.seconds(2)), .tap(3), .submit],
  ]
  // tutorial: from agree-all
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
  // tutorial: end

  @Test("The seed and the refactored view model go through the same data", arguments: scripts)
  func beforeAndAfterAgree(steps: [Step]) async {
    let after = await ScenarioRunner().run(steps)
    let before = await ScenarioRunner.seed().run(steps)
    #expect(before == after)
    #expect(after.count == steps.count)
  }
}
