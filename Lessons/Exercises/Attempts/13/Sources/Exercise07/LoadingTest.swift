// A blind learner's answer to exercise 7, written without the corpus: reads the state
// right after clock.advance, without awaiting the load: a 1 s model still looks 'loading'
// at 2.999 s.
// judge: mutant (your test against a broken model)
// verdict: fail
// expectation: Your test fails against a view model that loads in 1 s
// saying: Your test passed against a view model that loads in 1 s, though it looks at the state at
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
  clock.advance(by: .milliseconds(2999))
  try expect(model.state.isLoadingOnStart, "still loading at 2999 ms")
  clock.advance(by: .milliseconds(1))
  await load.value
  try expect(!model.state.isLoadingOnStart, "the keypad at 3000 ms")
}
