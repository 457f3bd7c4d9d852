import CalcCore
import Testing

@testable import CalcRendering

/// A calculator state, a language and the screen a person expects to see for them.
struct ExpectedScreen: CustomTestStringConvertible, Sendable {
  let state: CalculatorStateFixture
  let strings: CalculatorStrings
  /// The screen without its final line break.
  let screen: String

  init(_ state: CalculatorStateFixture, _ strings: CalculatorStrings, _ screen: String) {
    self.state = state
    self.strings = strings
    self.screen = screen
  }

  var testDescription: String { "\(state) in \(strings.code)" }

  /// Renders the state at the default options: 40 columns, ASCII border, spinner frame 0.
  func render(_ layout: CalculatorLayout) -> String {
    ScreenRenderer().render(
      CalculatorScreen(state: state.data(strings), strings: strings, layout: layout))
  }
}
