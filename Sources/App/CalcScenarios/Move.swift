/// One move an exploration makes: a step, or the cancelling of every calculation
/// an event started.
///
/// A view never cancels a calculation, so no ``Step`` does; whoever holds the
/// task `onSubmit()` hands back may, and a check that compares a view model with
/// the kit's cancels it to see that both keep the entry and stop calculating.
public enum Move: Hashable, Sendable, CustomStringConvertible {
  /// A step, as a view or the clock takes it.
  case step(Step)
  /// Every calculation `submit` started so far is cancelled.
  case cancelCalculation
  /// The user taps the delete key, which models with one remove the last digit; ignored,
  /// like every key, on the loading screen.
  case delete

  /// The move as a script word, `cancel the calculation` or `delete`.
  public var description: String {
    switch self {
    case .step(let step): step.description
    case .cancelCalculation: "cancel the calculation"
    case .delete: "delete"
    }
  }
}
