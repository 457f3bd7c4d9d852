// A blind learner's answer to exercise 7, written without the corpus: checks only that the
// keypad shows after 3 s; never looks at 2.999 s.
// judge: mutant (your test against a broken model)
// verdict: fail
// expectation: Your test fails against a view model that loads in 1 s
// saying: Your test passed against a view model that loads in 1 s: it never looks at the calculator
import CalcCore
import CalcScenarios
import ExerciseChecking

/// Proves that loading ends at exactly 3 seconds.
///
/// - Parameter makeModel: Makes the view model under test on the clock you pass it.
/// - Throws: A `Failure` from the first expectation that does not hold.
@MainActor
func loadingEndsAtExactlyThreeSeconds(
  _ makeModel: (ManualClock) -> CalculatorViewModel
) async throws {
  let clock = ManualClock()
  let model = makeModel(clock)
  let load = Task { await model.onFirstLoading() }
  await clock.waitForSleepers()
  clock.advance(by: .seconds(3))
  await load.value
  try expect(!model.state.isLoadingOnStart, "the keypad at 3 s")
}
