/// One move an exploration makes: a step, the cancelling of every calculation an event
/// started, or time passing with another move in the same main-actor turn.
///
/// A view never cancels a calculation, so no ``Step`` does; whoever holds the
/// task `onSubmit()` hands back may, and a check that compares a view model with
/// the kit's cancels it to see that both keep the entry and stop calculating.
public indirect enum Move: Hashable, Sendable, CustomStringConvertible {
  /// A step, as a view or the clock takes it.
  case step(Step)
  /// Every calculation `submit` started so far is cancelled.
  case cancelCalculation
  /// The user taps the delete key, which models with one remove the last digit; ignored,
  /// like every key, on the loading screen.
  case delete
  /// The clock moves on by a duration, and the move comes in the same main-actor turn:
  /// the sleeps that end are over, but no task they wake has run yet.
  ///
  /// A view can disappear between a sleep's end and the work after it: a model that looks
  /// at cancellation only then, or at its state, behaves otherwise than one that does not.
  case waitThen(Duration, Move)

  /// The move as a script word, `cancel the calculation`, `delete`, or
  /// `wait 3s, disappear at once`.
  public var description: String {
    switch self {
    case .step(let step): step.description
    case .cancelCalculation: "cancel the calculation"
    case .delete: "delete"
    case .waitThen(let duration, let move):
      "\(Step.wait(duration)), \(move) at once"
    }
  }
}
