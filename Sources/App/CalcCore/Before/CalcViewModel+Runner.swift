// The seed's model as a scenario runner drives it, at package access, so the
// seed's own lines keep the seed's spelling and CalcScenarios can play both
// view models with one runner.
extension CalcViewModel {
  /// The seed's state under the kit's name, for comparing the two view models.
  package var data: CalculatorData { state.data }

  /// Starts loading, as the seed's view does from `.onAppear`.
  package func loadOnAppear() { onFirstLoading() }

  /// A digit button was tapped.
  package func tap(_ digit: Int) { onAddNumber(digit) }

  /// The submit button was tapped.
  package func submit() { onSubmit() }

  /// The reset button was tapped.
  package func reset() { onReset() }
}
