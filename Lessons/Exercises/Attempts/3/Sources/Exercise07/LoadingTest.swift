// An attempt at exercise 7 that only looks at the clock: the sleep is pending at
// 2.999 s and over at 3 s. It never reads the calculator, so it passes against a model
// whose sleep ends on time but which never switches on.
// judge: mutant
// verdict: fail
// expectation: Your test fails against a view model whose 3 s sleep ends on time but which never switches on
// saying: it looks at the clock, not at the calculator

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
}
