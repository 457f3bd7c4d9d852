// An attempt at exercise 7 that reads the state at 2.999 s right after the
// advance, before a resumed load could run: it passes against a 1 s model.
// judge: mutant
// verdict: fail
// expectation: Your test fails against a view model that loads in 1 s
// saying: though it looks at the state at 2.999 s: it read the state before the resumed load had run

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
  try expect(model.state.isLoadingOnStart, "At 2.999 s the calculator is still loading")

  clock.advance(by: .milliseconds(1))
  await load.value
  try expect(!model.state.isLoadingOnStart, "At 3 s the calculator has switched on")
}
