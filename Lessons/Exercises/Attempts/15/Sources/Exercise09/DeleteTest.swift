// A blind learner's answer to exercise 9, written without the corpus: DeleteTest states
// only the numbers change, not the result (expectDifference is exhaustive, so it fails
// against the right model).
// judge: mutant (your test against the reference)
// verdict: fail
// expectation: 5. Your test passes against your view model
// saying: Your test failed against your view model: The changes differ from those stated (- stated,
import ExerciseChecking

/// Proves that delete removes the last digit entered, and only that one.
///
/// - Parameter makeModel: Makes the view model under test.
/// - Throws: A `Failure` from the first expectation that does not hold.
@MainActor
func deleteRemovesTheLastDigit(_ makeModel: () -> DeletingViewModel) throws {
  let model = makeModel()
  model.onAddNumber(1)
  model.onAddNumber(2)
  try expectDifference(model.state) {
    model.onDeleteLast()
  } changes: {
    $0.numbers = [1]
  }
}
