// The third blind learner's answer to exercise 9, written without the corpus: DeleteTest deletes
// twice from 4, 5, 6 and checks only the end, so a delete that removes the middle digit first
// ends the same and passes.
// judge: mutant (your test against a broken model)
// verdict: fail
// expectation: 14. Your test fails against every wrong delete that leaves other data on its path
// saying: Your test passed against a delete that removes the second digit when it is not the last and shows the digits it left: after 4, 5, 6, delete it holds [4, 6]
import ExerciseChecking

/// Proves that delete removes the last digit entered, and only that one.
///
/// - Parameter makeModel: Makes the view model under test.
/// - Throws: A `Failure` from the first expectation that does not hold.
@MainActor
func deleteRemovesTheLastDigit(_ makeModel: () -> DeletingViewModel) throws {
  let model = makeModel()
  for digit in [4, 5, 6] { model.onAddNumber(digit) }
  model.onDeleteLast()
  model.onDeleteLast()
  try expect(model.state.numbers == [4], "two deletes leave the first digit")
  try expect(model.state.result == "4", "and show it")
}
