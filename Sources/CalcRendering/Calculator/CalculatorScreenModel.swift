import CalcCore

/// The screen's stand-in for the seed's view model, so the port reads `viewModel.state…`.
///
/// The screen draws a fixed `CalculatorData`, and its taps go to the caller's
/// actions under the seed's method names.
struct CalculatorScreenModel {
  let state: CalculatorData
  let actions: CalculatorActions

  func onAddNumber(_ number: Int) { actions.tapDigit(number) }

  func onSubmit() { actions.submit() }

  func onReset() { actions.reset() }
}
