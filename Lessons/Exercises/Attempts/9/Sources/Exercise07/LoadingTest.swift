// An attempt at exercise 7 that waits on real time for the resumed load instead of
// awaiting it: it passes on a quiet machine, slowly, and fails at random on a busy one.
// Lesson 9 says tests never sleep.
// judge: structure
// verdict: fail
// expectation: Your test never waits on real time
// saying: Your test waits on real time with `Task.sleep`

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
  Task { await model.onFirstLoading() }
  await clock.waitForSleepers(count: 1)

  clock.advance(by: .milliseconds(2999))
  try expect(!clock.pending.isEmpty, "At 2.999 s loading is still asleep on the clock")
  try expect(model.state.isLoadingOnStart, "At 2.999 s the calculator is still loading")

  clock.advance(by: .milliseconds(1))
  try expect(clock.pending.isEmpty, "At 3 s loading has woken up")
  try await Task.sleep(for: .milliseconds(50))
  try expect(!model.state.isLoadingOnStart, "At 3 s the calculator has switched on")
}
