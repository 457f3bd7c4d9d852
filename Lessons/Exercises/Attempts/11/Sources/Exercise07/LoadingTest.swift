// A blind learner's answer to exercise 7, written without the corpus: asserts only on the
// clock (pending sleeps), never on the calculator's state.
// judge: mutant (your test against a broken model)
// verdict: fail
// expectation: Your test fails against a view model whose 3 s sleep ends on time but which never switches on
// saying: Your test passed against a view model whose 3 s sleep ends on time but which never
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
  let sleepers = await clock.waitForSleepers()
  try expect(sleepers.count == 1, "one sleep pending")
  try expect(clock.advance(by: .milliseconds(2999)).isEmpty, "nothing ends at 2999 ms")
  try expect(!clock.advance(by: .milliseconds(1)).isEmpty, "the sleep ends at 3000 ms")
  await load.value
}
