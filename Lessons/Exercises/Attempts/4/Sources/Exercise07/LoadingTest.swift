// An attempt at exercise 7 that only looks at the end: after 3 s the
// calculator is on. A 1 s load is on by then too.
// judge: mutant
// verdict: fail
// expectation: Your test fails against a view model that loads in 1 s
// saying: Your test passed against a view model that loads in 1 s

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

  clock.advance(by: .seconds(3))
  await load.value
  try expect(!model.state.isLoadingOnStart, "At 3 s the calculator has switched on")
}
