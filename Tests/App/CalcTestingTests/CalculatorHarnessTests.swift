import CalcCore
import TestSupport
import Testing

@testable import CalcTesting

@MainActor
@Suite("Calculator harness", .backstopTimeLimit)
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

  @Test("Fails with a field diff, unchanged fields collapsed, when the data changed otherwise")
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
        """
        After '2': The changes differ from those stated (- stated, + actual):
           CalculatorData(
             … (2 unchanged)
          -  result: "1",
          +  result: "1 + 2",
             … (1 unchanged)
           )
        """
      ]
    }
    await withKnownIssue {
      await harness.send(.reset)
    } matching: { issue in
      issue.comments.map(\.rawValue) == [
        """
        After 'reset': The changes differ from those stated (- stated, + actual):
           CalculatorData(
             … (1 unchanged)
             numbers: [
          -    1,
          -    2,
             ],
          -  result: "1 + 2",
          +  result: "Введите числа",
             … (1 unchanged)
           )
        """
      ]
    }
    harness.finish()
  }

  @Test("Fails when a stated change does not happen")
  func statedChangeMissing() async {
    let harness = CalculatorHarness(state: CalculatorData(isLoadingOnStart: false))
    await withKnownIssue {
      await harness.send(.submit) { $0.isCalculating = true }
    } matching: { issue in
      issue.comments.first?.rawValue.contains(
        "  -  result: \"Введите числа\",\n  +  result: \"Числа не вводились\",") == true
        && issue.comments.first?.rawValue.contains("  -  isCalculating: true,") == true
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
