// An attempt at exercise 7 that moves the clock to 3 s and awaits the load
// without looking at what is pending: against a 3.001 s model the load still sleeps,
// and the test never ends.
// judge: mutant
// verdict: fail
// expectation: Your test fails against a view model that loads in 3.001 s
// saying: Your test did not finish within 5 s against a view model that loads in 3.001 s

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
  try expect(!clock.pending.isEmpty, "At 2.999 s loading is still asleep on the clock")
  try expect(model.state.isLoadingOnStart, "At 2.999 s the calculator is still loading")

  clock.advance(by: .milliseconds(1))
  await load.value
  try expect(!model.state.isLoadingOnStart, "At 3 s the calculator has switched on")
}
