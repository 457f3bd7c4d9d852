// The third blind learner's answer to exercise 7, written without the corpus: after each advance
// it counts 50 `Task.yield()` calls instead of awaiting the load, so it passes only while the
// load needs fewer than 50 turns of the main actor to switch on.
// judge: mutant (your test against a model as right as the kit's)
// verdict: fail
// expectation: Your test passes against a view model as right as the kit's that suspends more often
// saying: suspends 500 more times before its sleep and 500 more between its end and the change of state: loaded at 3000 ms
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
  for _ in 0..<50 { await Task.yield() }
  try expect(model.state.isLoadingOnStart, "still loading at 2999 ms")
  clock.advance(by: .milliseconds(1))
  for _ in 0..<50 { await Task.yield() }
  try expect(!model.state.isLoadingOnStart, "loaded at 3000 ms")
  clock.run()
  await load.value
}
