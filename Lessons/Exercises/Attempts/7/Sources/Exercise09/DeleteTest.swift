// An attempt at exercise 9 whose test checks that the deleted digit is gone and that the
// screen changed, but not what is left: a delete that clears the whole entry passes it.
// Rejected by the mutant judge: the mutant that clears the whole entry survives it.
// judge: mutant
// verdict: fail
// expectation: 9. Your test fails against a delete that clears the whole entry
// saying: Your test passed against a delete that clears the whole entry

import ExerciseChecking

/// Proves that delete removes the last digit entered, and only that one.
///
/// - Parameter makeModel: Makes the view model under test.
/// - Throws: A `Failure` from the first expectation that does not hold.
@MainActor
func deleteRemovesTheLastDigit(_ makeModel: () -> DeletingViewModel) throws {
  let model = makeModel()
  for digit in [1, 2, 3] { model.onAddNumber(digit) }
  let before = model.state.result
  model.onDeleteLast()
  try expect(!model.state.numbers.contains(3), "After delete, the 3 is gone")
  try expect(model.state.result != before, "After delete, the screen shows another entry")
}
