// The second blind learner's answer to exercise 7, written without the corpus: awaits the load
// only after the 3 s advance. At 2.999 s it reads the state before a resumed load could run, so
// "still loading" holds for any model; it fails against a 1 s model only at 3 s, by a second
// stale read, when that model and the kit's both have switched on.
// judge: mutant (your test against a broken model)
// verdict: fail
// expectation: Your test fails against a view model that loads in 1 s
// saying: only at 3 s, when that model and the kit's say the same; they differ from 1 s to 3 s
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
  await clock.waitForSleepers(count: 1)
  clock.advance(by: .milliseconds(2999))
  try expect(model.state.isLoadingOnStart, "still loading at 2.999 s")
  if !clock.advance(by: .milliseconds(1)).isEmpty { await load.value }
  try expect(!model.state.isLoadingOnStart, "loaded at 3 s")
  clock.run()
  await load.value
}
