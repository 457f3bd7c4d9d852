import CalcCore
import Testing

@testable import CalcTesting

@MainActor
@Suite("Calculator harness", .timeLimit(.minutes(1)))
struct CalculatorHarnessTests {
  @Test("Passes when every change is described")
  func describedChanges() async {
    let harness = CalculatorHarness()
    await harness.send(.appear)
    await harness.send(.wait(.seconds(3))) { $0.isLoadingOnStart = false }
    await harness.send(.tap(1)) {
      $0.numbers = [1]
      $0.result = "1"
    }
    await harness.send(.submit) { $0.isCalculating = true }
    await harness.send(.tap(2))
    await harness.send(.wait(.seconds(3))) {
      $0.numbers = []
      $0.result = "Сумма чисел: 1"
      $0.isCalculating = false
    }
    harness.finish()
  }

  @Test("Fails with a field-by-field diff when the data changed otherwise")
  func undescribedChange() async {
    let harness = CalculatorHarness(state: CalculatorData(isLoadingOnStart: false))
    await harness.send(.tap(1)) {
      $0.numbers = [1]
      $0.result = "1"
    }
    await withKnownIssue {
      await harness.send(.tap(2)) { $0.numbers = [1, 2] }
    } matching: { issue in
      issue.comments.map(\.rawValue) == [
        "After '2' the data is not what you expected:\n"
          + "  result: expected \"1\", actual \"1 + 2\""
      ]
    }
    await withKnownIssue {
      await harness.send(.reset)
    } matching: { issue in
      issue.comments.map(\.rawValue) == [
        "After 'reset' the data is not what you expected:\n"
          + "  numbers: expected [1, 2], actual []\n"
          + "  result: expected \"1 + 2\", actual \"Введите числа\""
      ]
    }
    harness.finish()
  }

  @Test("Fails at the end when a sleep is still pending")
  func pendingSleep() async {
    let harness = CalculatorHarness(state: CalculatorData(isLoadingOnStart: false, numbers: [5]))
    await harness.send(.submit) { $0.isCalculating = true }
    withKnownIssue {
      harness.finish()
    } matching: { issue in
      issue.comments.map(\.rawValue) == [
        "1 sleep(s) still pending at the end of the test, due at 3.0 seconds; "
          + "send a wait step to let them finish"
      ]
    }
  }

  @Test("Fails when it goes away with a sleep pending and was never finished")
  func pendingAtDeinit() async {
    await withKnownIssue {
      var harness: CalculatorHarness? = CalculatorHarness()
      await harness?.send(.appear)
      harness = nil
    } matching: { issue in
      issue.comments.first?.rawValue.hasPrefix("1 sleep(s) still pending") == true
    }
  }
}

@Suite("Field diff", .timeLimit(.minutes(1)))
struct FieldDiffTests {
  @Test("Is nil for equal data")
  func equal() {
    #expect(FieldDiff(expected: CalculatorData(), actual: CalculatorData()) == nil)
  }

  @Test("Lists every differing field in the seed's order")
  func everyField() throws {
    let diff = try #require(
      FieldDiff(
        expected: CalculatorData(),
        actual: CalculatorData(
          isLoadingOnStart: false, numbers: [1], result: "x", isCalculating: true)))
    #expect(
      diff.changes.map(\.field) == ["isLoadingOnStart", "numbers", "result", "isCalculating"])
  }
}
