// The seed's model as a scenario runner drives it, at package access, so the
// seed's own lines keep the seed's spelling and CalcScenarios can play both
// view models with one runner.
extension CalcViewModel {
  /// The seed's state under the kit's name, for comparing the two view models.
  package var data: CalculatorData { state.data }

  /// Starts loading, as the seed's view does from `.onAppear`, and returns the load.
  package func loadOnAppear() -> Task<Void, Never> { ended(onFirstLoading()) }

  /// A digit button was tapped.
  package func tap(_ digit: Int) { onAddNumber(digit) }

  /// The submit button was tapped; returns the calculation it started, if any.
  package func submit() -> Task<Void, Never>? { onSubmit().map(ended) }

  /// The reset button was tapped.
  package func reset() { onReset() }

  /// A task that ends when `task` does, however it ends: a runner waits for the
  /// seed's throwing tasks as it waits for the kit's, which cannot throw.
  private func ended(_ task: Task<Void, any Error>) -> Task<Void, Never> {
    Task { _ = await task.result }
  }
}
