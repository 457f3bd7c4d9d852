// An attempt at exercise 7 that reads the state at 3 s right after the advance
// that ends the sleep, before the resumed load has run: it fails against the
// kit's own 3 s model.
// judge: mutant
// verdict: fail
// expectation: Your test passes against the kit's view model, which loads in 3 s
// saying: at 3 s, the load's sleep had ended but the load had not run yet

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
  try expect(!model.state.isLoadingOnStart, "At 3 s the calculator has switched on")
  await load.value
}
