// An attempt at exercise 7 that looks at the calculator at 2 s, a round second before the
// end, not 1 ms before it: a model that switches on at 2.999 s passes it, although it is
// 1 ms early.
// Rejected by the mutant judge: the mutant that loads 1 ms early survives it.
// judge: mutant
// verdict: fail
// expectation: Your test fails against a view model that loads in 2.999 s
// saying: it never looks at the calculator 1 ms before the end

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

  clock.advance(by: .seconds(2))
  try expect(!clock.pending.isEmpty, "At 2 s loading is still asleep on the clock")
  try expect(model.state.isLoadingOnStart, "At 2 s the calculator is still loading")

  clock.advance(by: .seconds(1))
  try expect(clock.pending.isEmpty, "At 3 s loading has woken up")
  await load.value
  try expect(!model.state.isLoadingOnStart, "At 3 s the calculator has switched on")
}
