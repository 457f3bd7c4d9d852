import CalcCore
import ExerciseChecking

@testable import Exercise07

let lesson =
  "Lessons/07-time.md: every wait goes through a clock you pass in, so a test moves time instead of sleeping; `waitForSleepers` before `advance`, so the advance cannot come before the sleep."

/// How a run of the learner's test ended.
enum Outcome {
  case passed, failed(String), hung
}

/// Runs the learner's test against view models that load in `loading`, giving up after 5 s.
@MainActor
func runTest(loading: Duration) async -> Outcome {
  final class Box { var outcome: Outcome? }
  let box = Box()
  Task { @MainActor in
    do {
      try await loadingEndsAtExactlyThreeSeconds { clock in
        CalculatorViewModel(timing: CalculatorTiming(loading: loading), clock: clock)
      }
      box.outcome = .passed
    } catch let failure as Failure {
      box.outcome = .failed(failure.message)
    } catch {
      box.outcome = .failed("\(error)")
    }
  }
  guard await eventually(within: .seconds(5), { box.outcome != nil }), let outcome = box.outcome
  else { return .hung }
  return outcome
}

func mustFail(against name: String, loading: Duration) -> Expectation {
  Expectation("Your test fails against a view model that loads in \(name)", lesson: lesson) {
    switch await runTest(loading: loading) {
    case .failed: return nil
    case .passed:
      return Failure(
        "Your test passed against a view model that loads in \(name): a test that cannot fail does not pass the exercise."
      )
    case .hung:
      return Failure(
        "Your test did not finish within 5 s against a view model that loads in \(name): it waits for something that never happens; check what is pending before you await."
      )
    }
  }
}

await runChecks([
  Expectation("Your test passes against the kit's view model, which loads in 3 s", lesson: lesson) {
    switch await runTest(loading: .seconds(3)) {
    case .passed: return nil
    case .failed(let message):
      return Failure("Your test failed against the real view model: \(message)")
    case .hung: return Failure("Your test did not finish within 5 s against the real view model.")
    }
  },
  mustFail(against: "1 s", loading: .seconds(1)),
  mustFail(against: "3.001 s", loading: .milliseconds(3001)),
])
