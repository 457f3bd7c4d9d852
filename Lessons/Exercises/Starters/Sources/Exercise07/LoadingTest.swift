// Exercise 7 · Write a test (lesson 9, Lessons/09-time.md)
//
// Write a test that proves, with the manual clock, that loading ends at
// exactly 3 seconds: still loading at 2.999 s, loaded at 3 s. The check runs
// your test against the kit's view model and one that behaves the same but
// suspends far more often (it must pass both), and against broken ones (it
// must fail for each, at a moment that one and the kit's differ): one that
// loads in 1 s, one in 3.001 s, one whose 3 s sleep ends on time but which
// never switches on, one switched on from the start, and one whose sleep ends
// at 1 s while another waits until 3 s. A test that cannot fail does not
// pass, and neither does one that looks only at the clock or counts yields.
// Check with `swift run calc-render check 7`.
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
  // Make a clock and a model, start loading in a `Task`, wait until it sleeps
  // (`clock.waitForSleepers()`), move the clock (`clock.advance(by:)`), and
  // `try expect(condition, "what should hold")` at each moment that matters.
  // An advance only ends the sleep: the load's next line runs when your test
  // next awaits. Once an advance has ended the sleep (`clock.pending` is then
  // empty), `await load.value` before you read the state.
}
