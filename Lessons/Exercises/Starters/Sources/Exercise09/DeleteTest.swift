// Exercise 9, step 4: a test of `onDeleteLast()`. The check runs it against your
// view model (it must pass) and against a delete that removes the first digit
// and one that does nothing (it must fail for both).
import ExerciseChecking

/// Proves that delete removes the last digit entered, and only that one.
///
/// - Parameter makeModel: Makes the view model under test.
/// - Throws: A `Failure` from the first expectation that does not hold.
@MainActor
func deleteRemovesTheLastDigit(_ makeModel: () -> DeletingViewModel) throws {
  // Make a model and tap some digits, then
  // `try expectDifference(model.state) { … } changes: { … }`: delete in the first
  // closure, and in the second every change you expect it to make to the state.
}
