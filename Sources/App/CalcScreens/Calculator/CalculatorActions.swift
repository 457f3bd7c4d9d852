/// What the calculator screen's buttons do.
///
/// The screen only forwards taps, as the seed's view forwards them to its
/// view model; pass closures that call a `CalculatorViewModel` (from `CalcCore`).
///
/// ```swift
/// let actions = CalculatorActions(
///   tapDigit: { model.onAddNumber($0) },
///   submit: { model.onSubmit() },
///   reset: { model.onReset() })
/// ```
public struct CalculatorActions {
  /// Runs when a digit button is tapped, with its digit.
  public var tapDigit: (Int) -> Void
  /// Runs when the submit button is tapped.
  public var submit: () -> Void
  /// Runs when the reset button is tapped.
  public var reset: () -> Void

  /// Creates actions; each one does nothing unless you give it.
  public init(
    tapDigit: @escaping (Int) -> Void = { _ in },
    submit: @escaping () -> Void = {},
    reset: @escaping () -> Void = {}
  ) {
    self.tapDigit = tapDigit
    self.submit = submit
    self.reset = reset
  }

  /// Actions that do nothing, for drawing a screen that nobody taps.
  public static var none: CalculatorActions { CalculatorActions() }
}
