// The third blind learner's answer to exercise 9, written without the corpus: DeleteTest checks
// the result text only and never the numbers, so a delete that shows "1 + 2" but keeps other
// digits in the data passes.
// judge: mutant (your test against a broken model)
// verdict: fail
// expectation: 14. Your test fails against every wrong delete that leaves other data on its path
// saying: Your test passed against a delete that removes the first digit and shows the entry a right delete leaves: after 1, 2, 3, delete it holds [2, 3]
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
  try expect(model.state.result == "1 + 2", "shows 1 + 2")
}
