import CalcCore

/// One moment of a storyboard: the step just taken, the time, what changed, and the screen.
public struct StoryboardFrame: Equatable, Sendable {
  /// The step that led here; `nil` for the starting frame.
  public let step: Step?
  /// The clock's time after the step.
  public let time: Duration
  /// The data after the step.
  public let state: CalculatorData
  /// The fields the step changed, in the seed's order.
  package let changes: [CalculatorData.FieldChange]
  /// The screen drawn for `state`.
  public let screen: String
  /// The data of the view models a `replace` discarded, oldest first; no
  /// screen draws them, but work they started may still change them.
  public let removed: [CalculatorData]
}
