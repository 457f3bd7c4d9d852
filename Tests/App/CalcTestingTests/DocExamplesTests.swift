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

  @Test("expectDifference: a tap on the view model, its two changes to the state stated")
  func expectDifferenceOfTheState() {
    // lesson:doc-expect-difference begin
    let model = CalculatorViewModel(state: CalculatorData(isLoadingOnStart: false))
    expectDifference(model.state) {
      model.onAddNumber(1)
    } changes: {
      $0.numbers = [1]
      $0.result = "1"
    }
    // lesson:doc-expect-difference end
    #expect(model.state.numbers == [1])
  }

  @Test("The change assertions article's failure, when a tap's result is left unstated")
  func articleFailure() {
    let model = CalculatorViewModel(state: CalculatorData(isLoadingOnStart: false))
    let failure = Changes.difference(model.state, operation: { model.onAddNumber(1) }) {
      $0.numbers = [1]
    }
    #expect(
      failure == """
        The changes differ from those stated (- stated, + actual):
           CalculatorData(
             … (2 unchanged)
          -  result: "Введите числа",
          +  result: "1",
             … (1 unchanged)
           )
        """)
  }

  @Test("The article's migration: a model's stated property is compared as a value")
  func articleMigration() {
    let model = CalculatorViewModel(state: CalculatorData(isLoadingOnStart: false))
    let failure = Changes.difference(of: model, by: { $0.onAddNumber(1) }) {
      $0.state.numbers = [1]
    }
    #expect(
      failure == """
        The changes differ from those stated (- stated, + actual):
           CalculatorViewModel(
             CalculatorData(
               … (2 unchanged)
          -    result: "Введите числа",
          +    result: "1",
               … (1 unchanged)
             ),
           )
        """)
  }
}
