// The third blind learner's answer to exercise 9, written without the corpus: DeleteTest checks
// the first digit, the count and that the result is not the old one, so a delete that removes a
// middle digit, or shows the prompt, passes.
// judge: mutant (your test against a broken model)
// verdict: fail
// expectation: 14. Your test fails against every wrong delete that leaves other data on its path
// saying: Your test passed against a delete that removes the last digit and shows the prompt: after 1, 2, 3, delete
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
  try expect(model.state.numbers.first == 1, "the first digit stays")
  try expect(model.state.numbers.count == 2, "one digit is gone")
  try expect(model.state.result != "1 + 2 + 3", "the entry is redrawn")
}
