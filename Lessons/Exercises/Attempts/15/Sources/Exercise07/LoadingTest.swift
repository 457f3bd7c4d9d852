// A blind learner's answer to exercise 7, written without the corpus: uses clock.run() for
// the last step: runs every sleep, so a 3.001 s model passes.
// judge: mutant (your test against a broken model)
// verdict: fail
// expectation: Your test fails against a view model that loads in 3.001 s
// saying: Your test passed against a view model that loads in 3.001 s: it never looks at the
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
  if !clock.advance(by: .milliseconds(2999)).isEmpty { await load.value }
  try expect(model.state.isLoadingOnStart, "still loading at 2999 ms")
  clock.run()
  await load.value
  try expect(!model.state.isLoadingOnStart, "the keypad at 3000 ms")
}
