// Exercise 9, step 4: the reference solution.
import ExerciseChecking

/// Proves that delete removes the last digit entered, and only that one.
///
/// - Parameter makeModel: Makes the view model under test.
/// - Throws: A `Failure` from the first expectation that does not hold.
@MainActor
func deleteRemovesTheLastDigit(_ makeModel: () -> DeletingViewModel) throws {
  let model = makeModel()
  for digit in [1, 2, 3] { model.onAddNumber(digit) }
  try expectDifference(model.state) {
    model.onDeleteLast()
  } changes: {
    $0.numbers = [1, 2]
    $0.result = "1 + 2"
  }
}
