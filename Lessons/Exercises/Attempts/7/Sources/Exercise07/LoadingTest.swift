// An attempt at exercise 7 written as lesson 9's own check is: each advance that
// ends a sleep is followed by awaiting the load, then the state is read. It passes.
// verdict: pass

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

  if !clock.advance(by: .milliseconds(2999)).isEmpty { await load.value }
  try expect(model.state.isLoadingOnStart, "At 2.999 s the calculator is still loading")

  if !clock.advance(by: .milliseconds(1)).isEmpty { await load.value }
  try expect(!model.state.isLoadingOnStart, "At 3 s the calculator has switched on")
}
