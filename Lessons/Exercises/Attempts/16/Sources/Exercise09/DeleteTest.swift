// A blind learner's answer to exercise 9, written without the corpus: DeleteTest enters 5,
// 5: first or last digit, same result.
// judge: mutant (your test against a broken model)
// verdict: fail
// expectation: 6. Your test fails against a delete that removes the first digit
// saying: Your test passed against a delete that removes the first digit: it never checks what that
import ExerciseChecking

/// Proves that delete removes the last digit entered, and only that one.
///
/// - Parameter makeModel: Makes the view model under test.
/// - Throws: A `Failure` from the first expectation that does not hold.
@MainActor
func deleteRemovesTheLastDigit(_ makeModel: () -> DeletingViewModel) throws {
  let model = makeModel()
  model.onAddNumber(5)
  model.onAddNumber(5)
  try expectDifference(model.state) {
    model.onDeleteLast()
  } changes: {
    $0.numbers = [5]
    $0.result = "5"
  }
}
