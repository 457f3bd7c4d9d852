// The third blind learner's answer to exercise 7, written without the corpus: it never waits for
// the sleeper; it yields 50 times and hopes the load is asleep before the first advance, else
// the advance moves time past nothing and the sleep ends 3 s later.
// judge: mutant (your test against a model as right as the kit's)
// verdict: fail
// expectation: Your test passes against a view model as right as the kit's that suspends more often
// saying: suspends 500 more times before its sleep
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
  for _ in 0..<50 { await Task.yield() }
  if !clock.advance(by: .milliseconds(2999)).isEmpty { await load.value }
  try expect(model.state.isLoadingOnStart, "still loading at 2999 ms")
  if !clock.advance(by: .milliseconds(1)).isEmpty { await load.value }
  try expect(!model.state.isLoadingOnStart, "loaded at 3000 ms")
  clock.run()
  await load.value
}
