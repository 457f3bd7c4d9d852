import CalcCore

/// The screen's stand-in for the seed's view model, so the port reads `viewModel.state…`.
///
/// The screen draws a fixed `CalculatorData` in the language of its
/// `strings` and `layout`, and its taps go to the caller's actions under the
/// seed's method names. It is a class, as the seed's view model is, so each
/// button's action captures one reference instead of a copy of the state and
/// all three actions.
final class CalculatorScreenModel {
  let state: CalculatorData
  let strings: CalculatorStrings
  let layout: CalculatorLayout
  let actions: CalculatorActions

  init(
    state: CalculatorData, strings: CalculatorStrings, layout: CalculatorLayout,
    actions: CalculatorActions
  ) {
    self.state = state
    self.strings = strings
    self.layout = layout
    self.actions = actions
  }

  func onAddNumber(_ number: Int) { actions.tapDigit(number) }

  func onSubmit() { actions.submit() }

  func onReset() { actions.reset() }
}
