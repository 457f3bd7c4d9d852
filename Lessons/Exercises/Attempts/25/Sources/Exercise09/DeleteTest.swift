// The third blind learner's answer to exercise 9, written without the corpus: DeleteTest checks
// the numbers but only that the result changed, so a delete that shows the prompt, or another
// entry, with the right numbers passes.
// judge: mutant (your test against a broken model)
// verdict: fail
// expectation: 14. Your test fails against every wrong delete that leaves other data on its path
// saying: Your test passed against a delete that removes the last digit and shows the prompt: after 1, 2, 3, delete it holds [1, 2]
import ExerciseChecking

/// Proves that delete removes the last digit entered, and only that one.
///
/// - Parameter makeModel: Makes the view model under test.
/// - Throws: A `Failure` from the first expectation that does not hold.
@MainActor
func deleteRemovesTheLastDigit(_ makeModel: () -> DeletingViewModel) throws {
  let model = makeModel()
  for digit in [1, 2, 3] { model.onAddNumber(digit) }
  let old = model.state.result
  model.onDeleteLast()
  try expect(model.state.numbers == [1, 2], "the 3 is gone")
  try expect(model.state.result != old, "the entry changed")
}
