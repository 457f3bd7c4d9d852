// A blind learner's answer to exercise 7, written without the corpus: awaits load.value
// right after the 2.999 s advance, while the load is still asleep: the test hangs.
// judge: mutant (your test against the reference)
// verdict: fail
// expectation: Your test passes against the kit's view model, which loads in 3 s
// saying: Your test did not finish within 5 s against the real view model.
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
  await load.value  // let the load run
  try expect(model.state.isLoadingOnStart, "still loading at 2999 ms")
  clock.advance(by: .milliseconds(1))
  await load.value
  try expect(!model.state.isLoadingOnStart, "the keypad at 3000 ms")
}
