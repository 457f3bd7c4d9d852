// A blind learner's answer to exercise 9, written without the corpus: DeleteTest enters a
// single digit: removing the first or the last digit is the same, so a wrong delete
// passes.
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
  model.onAddNumber(7)
  try expectDifference(model.state) {
    model.onDeleteLast()
  } changes: {
    $0.numbers = []
    $0.result = "Введите числа"
  }
}
