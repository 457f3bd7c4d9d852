import CalcCore
import CalcScenarios

// The seed's model as a scenario runner drives it: the runner's protocol names the
// four events in the kit's words, so the seed's own lines keep the seed's spelling
// and one runner plays both view models.
extension CalcViewModel: CalculatorModel {
  /// The seed's state under the kit's name, for comparing the two view models.
  package var data: CalculatorData { state.data }

  // The seed's view: `.onAppear { viewModel.onFirstLoading() }`.
  package var appearance: Appearance { .onAppear { self.ended(self.onFirstLoading()) } }

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

extension ScenarioRunner {
  /// Creates a runner over the seed's view model, the lessons' "before".
  ///
  /// The seed's model always starts on the loading screen, in Russian, with
  /// its own 3-second waits. Its view loads from `.onAppear`, so `disappear`
  /// cancels nothing and every `appear` starts another load.
  package static func seed() -> ScenarioRunner {
    let clock = ManualClock()
    return ScenarioRunner(model: CalcViewModel(clock: clock), clock: clock)
  }

  /// Creates a runner over a seed model you made; a view that `replace` shows
  /// gets a new seed model on `clock`.
  package convenience init(model: CalcViewModel, clock: ManualClock) {
    self.init(model: model, clock: clock) { CalcViewModel(clock: clock) }
  }
}
