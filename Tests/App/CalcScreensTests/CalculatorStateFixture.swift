import CalcCore
import TextUI

@testable import CalcScreens

/// The five states the calculator screen can be in, as the seed's user meets them.
enum CalculatorStateFixture: String, CaseIterable, CustomStringConvertible {
  case loading, idle, entry, calculating, result

  var description: String { rawValue }

  /// The data for this state, with results in the language of `strings`.
  func data(_ strings: CalculatorStrings) -> CalculatorData {
    switch self {
    case .loading:
      return CalculatorData(strings: strings)
    case .idle:
      return CalculatorData(isLoadingOnStart: false, strings: strings)
    case .entry:
      return CalculatorData(isLoadingOnStart: false, numbers: [1, 2, 3], strings: strings)
    case .calculating:
      return CalculatorData(
        isLoadingOnStart: false, numbers: [1, 2, 3], isCalculating: true, strings: strings)
    case .result:
      return CalculatorData(isLoadingOnStart: false, result: strings.sum(6), strings: strings)
    }
  }
}
