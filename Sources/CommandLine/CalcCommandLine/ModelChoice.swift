import CalcCore
import CalcScenarios
import CalcSeed

/// Which view model `calc-render --model` runs steps on.
enum ModelChoice: String, CaseIterable, Equatable {
  /// The refactored `CalculatorViewModel`, whose view loads from `.task`.
  case after
  /// The seed's `CalcViewModel`, whose view loads from `.onAppear`.
  case before

  /// A runner over this view model, starting from `state` in `strings`.
  ///
  /// The seed's model always starts on the loading screen, in Russian.
  @MainActor
  func runner(state: CalculatorData, strings: CalculatorStrings) -> ScenarioRunner {
    switch self {
    case .after: ScenarioRunner(state: state, strings: strings)
    case .before: ScenarioRunner.seed()
    }
  }
}
