import CalcCore
import TestSupport
import Testing

@testable import CalcScenarios

/// Every Swift example in CalcScenarios' doc comments, compiled and run here.
///
/// Each example is a `lesson:doc-…` slice of this file, and
/// the doc-example check (in `LessonCheckingTests`) holds every doc
/// comment's example equal to a slice, so the docs show code that compiles
/// and prints what they say. `print` here records instead of writing.
@MainActor
@Suite("CalcScenarios' doc examples", .backstopTimeLimit)
struct DocExamplesTests: DocExampleSuite {
  let printed = Printed()

  @Test("CalculatorData.changes(from:)")
  func changes() {
    // lesson:doc-changes begin
    let old = CalculatorData(isLoadingOnStart: false, numbers: [1])
    let new = CalculatorData(isLoadingOnStart: false, numbers: [1, 2])
    print(new.changes(from: old).map(\.description))
    // Prints "["numbers: [1] → [1, 2]", "result: \"1\" → \"1 + 2\""]"
    // lesson:doc-changes end
    #expect(printed.lines == [#"["numbers: [1] → [1, 2]", "result: \"1\" → \"1 + 2\""]"#])
  }

  @Test("Storyboard.record(_:)")
  func storyboard() async throws {
    // lesson:doc-storyboard begin
    let board = await Storyboard.record(try #require(Scenario.named("entry")))
    print(board.frames.count)
    // Prints "6": the start, then one frame per step.
    // lesson:doc-storyboard end
    let scenario = try #require(Scenario.named("entry"))
    #expect(printed.lines == ["6"])
    #expect(board.frames.count == scenario.steps.count + 1)
  }

  @Test("StepScript")
  func stepScript() throws {
    // lesson:doc-step-script begin
    let steps = try StepScript.parse("1, 2, submit, wait 3s")
    print(steps.map(\.description))
    // Prints "["1", "2", "submit", "wait 3s"]"
    // lesson:doc-step-script end
    #expect(printed.lines == [#"["1", "2", "submit", "wait 3s"]"#])
  }

  @Test("ScenarioRunner")
  func runner() async {
    // lesson:doc-runner begin
    let runner = ScenarioRunner()
    for step in [Step.appear, .wait(.seconds(3)), .tap(1), .tap(2)] {
      await runner.send(step)
    }
    print(runner.state.result)
    // Prints "1 + 2"
    // lesson:doc-runner end
    #expect(printed.lines == ["1 + 2"])
  }

  @Test("ManualClock")
  func manualClock() async throws {
    // lesson:doc-manual-clock begin
    let clock = ManualClock()
    let model = CalculatorViewModel(clock: clock)
    let load = Task { await model.onFirstLoading() }
    try await clock.advance(by: .seconds(3), finishing: load)
    print(model.state.isLoadingOnStart)
    // Prints "false"
    // lesson:doc-manual-clock end
    #expect(printed.lines == ["false"])
  }

  @Test("Explorer")
  func explorer() async throws {
    // lesson:doc-explorer begin
    let explorer = Explorer(alphabet: [.tap(1), .submit, .reset, .wait(.seconds(3))], depth: 4)
    let report = try await explorer.explore { transition in
      try #require(transition.after.numbers.count <= 4)
    }
    print(report.states)
    // lesson:doc-explorer end
    #expect(printed.lines.count == 1)
  }

  @Test("Explorer.compare")
  func compare() async {
    // lesson:doc-explorer-compare begin
    let explorer = Explorer(alphabet: [.tap(1), .submit, .wait(.seconds(3))], depth: 4)
    let (difference, _) = await explorer.compare(
      { state, clock in CalculatorViewModel(state: state, clock: clock) },
      with: [.step(.tap(1)), .step(.submit), .cancelCalculation])
    print(difference == nil)
    // Prints "true"
    // lesson:doc-explorer-compare end
    #expect(printed.lines == ["true"])
  }
}
