import CalcScenarios
import TestSupport
import Testing

@testable import CalcCore

/// Every Swift example in CalcCore's doc comments, compiled and run here.
///
/// Each example is a `lesson:doc-…` slice of this file, and
/// the doc-example check (in `LessonCheckingTests`) holds every doc
/// comment's example equal to a slice, so the docs show code that compiles
/// and prints what they say. `print` here records instead of writing.
@MainActor
@Suite("Doc examples", .backstopTimeLimit)
struct DocExamplesTests: DocExampleSuite {
  let printed = Printed()

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

  @Test("CalculatorViewModel")
  func viewModel() {
    // lesson:doc-view-model begin
    let model = CalculatorViewModel(clock: ManualClock())
    model.onAddNumber(1)
    model.onAddNumber(2)
    print(model.state.result)
    // Prints "Введите числа" ("Enter numbers"): taps are ignored until loading ends.
    // lesson:doc-view-model end
    #expect(printed.lines == ["Введите числа"])
  }
}
