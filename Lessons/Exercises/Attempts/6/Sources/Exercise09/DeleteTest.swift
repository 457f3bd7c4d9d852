// An attempt at exercise 9 whose test states only what a delete does to the
// numbers: it passes against a delete that leaves the old result on screen.
// judge: mutant
// verdict: fail
// expectation: 8. Your test fails against a delete that leaves the old result on screen
// saying: State what a delete changes in the result too

import ExerciseChecking

/// Proves that delete removes the last digit entered, and only that one.
///
/// - Parameter makeModel: Makes the view model under test.
/// - Throws: A `Failure` from the first expectation that does not hold.
@MainActor
func deleteRemovesTheLastDigit(_ makeModel: () -> DeletingViewModel) throws {
  let model = makeModel()
  for digit in [1, 2, 3] { model.onAddNumber(digit) }
  model.onDeleteLast()
  try expect(model.state.numbers == [1, 2], "Delete removes the last digit")
}
