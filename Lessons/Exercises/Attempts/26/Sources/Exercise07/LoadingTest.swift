// The third blind learner's answer to exercise 7, written without the corpus: at 2.999 s it
// checks the clock (no sleep ended) instead of the calculator, so it fails against a model whose
// sleep ends early only where that model and the kit's say the same, and never sees it differ.
// judge: mutant (your test against a broken model)
// verdict: fail
// expectation: Your test fails against a view model whose load's sleep ends at 1 s without switching it on, while a 3 s sleep is still pending on your clock
// saying: only at 2.999 s, when that model and the kit's say the same; they differ from 3 s on
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
  try expect(model.state.isLoadingOnStart, "loading at 0 ms")
  try expect(clock.advance(by: .milliseconds(2999)).isEmpty, "still loading at 2999 ms")
  if !clock.advance(by: .milliseconds(1)).isEmpty { await load.value }
  try expect(!model.state.isLoadingOnStart, "loaded at 3000 ms")
  clock.run()
  await load.value
}
