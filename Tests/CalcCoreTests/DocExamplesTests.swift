import Testing

@testable import CalcCore

/// Every Swift example in CalcCore's doc comments, compiled and run here.
///
/// Each example is a `lesson:doc-…` slice of this file, and
/// `DocExamplesEverywhereTests` (in `CalcCommandLineTests`) holds every doc
/// comment's example equal to a slice, so the docs show code that compiles
/// and prints what they say. `print` here records instead of writing.
@MainActor
@Suite("Doc examples", .timeLimit(.minutes(1)))
struct DocExamplesTests {
  final class Printed {
    var lines: [String] = []
  }

  let printed = Printed()

  func print(_ item: Any) {
    printed.lines.append("\(item)")
  }

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

  @Test("CalculatorStrings")
  func strings() {
    // lesson:doc-strings begin
    let strings = CalculatorStrings.english
    print(strings.sum(6))
    // Prints "Sum of numbers: 6"
    // lesson:doc-strings end
    #expect(printed.lines == ["Sum of numbers: 6"])
  }

  @Test("CheckedSum")
  func checkedSum() {
    // lesson:doc-checked-sum begin
    let total = [Int.max, 1].reduce(CheckedSum.zero, +)
    print(total.value as Any)
    // Prints "nil"
    // lesson:doc-checked-sum end
    #expect(printed.lines == ["nil"])
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

  @Test("CalculatorViewModel")
  func viewModel() {
    // lesson:doc-view-model begin
    let model = CalculatorViewModel(clock: ManualClock())
    model.onAddNumber(1)
    model.onAddNumber(2)
    print(model.state.result)
    // Prints "Введите числа": taps are ignored until loading ends.
    // lesson:doc-view-model end
    #expect(printed.lines == ["Введите числа"])
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
}
