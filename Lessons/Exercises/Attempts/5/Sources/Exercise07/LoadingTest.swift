// An attempt at exercise 7 that reads the clock before 3 s and the calculator
// after: it never sees the calculator loading, so it passes against one that is switched
// on from the start.
// judge: mutant
// verdict: fail
// expectation: Your test fails against a view model that is switched on from the start, with a 3 s sleep pending
// saying: it never looks at the calculator before 3 s

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

  clock.advance(by: .milliseconds(1))
  try expect(clock.pending.isEmpty, "At 3 s loading has woken up")
  await load.value
  try expect(!model.state.isLoadingOnStart, "At 3 s the calculator has switched on")
}
