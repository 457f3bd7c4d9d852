import CalcCore
import TestSupport
import Testing
import TextSnapshots

@testable import CalcTesting

/// The Swift example in CalcTesting's doc comments, compiled and run here.
///
/// It is a `lesson:doc-…` slice of this file; the doc-example check in
/// `LessonCheckingTests` holds every doc comment's example equal to a slice.
/// The harness records an issue for any change the example does not describe,
/// so this test fails when the example is wrong.
@MainActor
@Suite("CalcTesting's doc examples", .backstopTimeLimit)
struct DocExamplesTests {
  @Test("CalculatorHarness: a tap, a submit and the wait, every change described")
  func harness() async {
    // lesson:doc-calculator-harness begin
    let harness = CalculatorHarness(state: CalculatorData(isLoadingOnStart: false))
    await harness.send(.tap(1)) {
      $0.numbers = [1]
      $0.result = "1"
    }
    await harness.send(.submit) { $0.isCalculating = true }
    await harness.send(.wait(.seconds(3))) {
      $0.numbers = []
      $0.result = "Сумма чисел: 1"
      $0.isCalculating = false
    }
    harness.finish()
    // lesson:doc-calculator-harness end
  }
}
