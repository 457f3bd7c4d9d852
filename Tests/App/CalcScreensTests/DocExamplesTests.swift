import CalcCore
import TestSupport
import Testing
import TextUI

@testable import CalcScreens

/// Every Swift example in CalcScreens' doc comments, compiled and run here.
///
/// Each example is a `lesson:doc-…` slice of this file; the doc-example check
/// in `LessonCheckingTests` holds every doc comment's example equal to a
/// slice. `print` here records instead of writing.
@MainActor
@Suite("CalcScreens' doc examples", .backstopTimeLimit)
struct DocExamplesTests: DocExampleSuite {
  let printed = Printed()

  @Test("CalculatorScreen draws an entry")
  func calculatorScreen() throws {
    // lesson:doc-calculator-screen begin
    let state = CalculatorData(isLoadingOnStart: false, numbers: [1, 2, 3])
    print(ScreenRenderer().render(CalculatorScreen(state: state)))
    // lesson:doc-calculator-screen end
    let screen = try #require(printed.lines.first)
    #expect(screen.contains("1 + 2 + 3"))
  }

  @Test("CalculatorActions forward the screen's taps to a view model")
  func actions() {
    let model = CalculatorViewModel(state: CalculatorData(isLoadingOnStart: false))
    // lesson:doc-calculator-actions begin
    let actions = CalculatorActions(
      tapDigit: { model.onAddNumber($0) },
      submit: { model.onSubmit() },
      reset: { model.onReset() })
    // lesson:doc-calculator-actions end
    actions.tapDigit(1)
    actions.tapDigit(2)
    #expect(model.state.numbers == [1, 2])
    actions.reset()
    #expect(model.state.numbers.isEmpty)
    actions.submit()
    #expect(model.state.result == CalculatorStrings.russian.noNumbers)
  }
}
