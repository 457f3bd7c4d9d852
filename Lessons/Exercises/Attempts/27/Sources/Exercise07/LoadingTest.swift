// The third blind learner's answer to exercise 7, written without the corpus: after 2.999 s it
// runs the clock to the end and checks that it stands at 3 s, never looking at the calculator at
// 3 s; against a 3.001 s model it fails only at 3.001 s, by the clock, when the two agree.
// judge: mutant (your test against a broken model)
// verdict: fail
// expectation: Your test fails against a view model that loads in 3.001 s
// saying: only at 3.001 s, when that model and the kit's say the same; they differ from 3 s to 3.001 s
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
  let start = clock.now
  let model = makeModel(clock)
  let load = Task { await model.onFirstLoading() }
  await clock.waitForSleepers(count: 1)
  if !clock.advance(by: .milliseconds(2999)).isEmpty { await load.value }
  try expect(model.state.isLoadingOnStart, "still loading at 2999 ms")
  clock.run()
  await load.value
  try expect(!model.state.isLoadingOnStart, "loaded in the end")
  try expect(clock.now == start.advanced(by: .seconds(3)), "the clock stopped at 3 s")
}
