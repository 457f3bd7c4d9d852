import CalcCore

/// What a runner needs from a view model: its data, its four events, and what
/// its view does when it appears.
///
/// The refactored ``CalculatorViewModel`` conforms here, and the course's copy
/// of the seed's view model conforms where it lives, so one runner drives
/// either and their screens can be compared.
/// An event that starts a task hands it back, as `onSubmit()` returns its
/// calculation, so the runner can wait until the task is asleep or over. A
/// view would drop it, as SwiftUI drops what a button's action returns, so
/// holding it changes nothing the model does.
@MainActor
package protocol CalculatorModel: AnyObject {
  /// The data the screen draws.
  var data: CalculatorData { get }
  /// What the model's view runs when it appears.
  var appearance: Appearance { get }
  /// A digit was tapped.
  func tap(_ digit: Int)
  /// The submit button was tapped; returns the calculation it started, if any.
  func submit() -> Task<Void, Never>?
  /// The reset button was tapped.
  func reset()
}

/// What a view runs when it appears, as SwiftUI offers it.
package enum Appearance {
  /// `.onAppear { … }`: a plain action. A `Task {}` it starts runs on after the
  /// view goes away, and nothing cancels it; the action returns it so the
  /// runner can wait for it.
  case onAppear(@MainActor () -> Task<Void, Never>)
  /// `.task { … }`: work SwiftUI starts when the view appears and cancels when
  /// it disappears or is removed.
  case task(@MainActor () async -> Void)
}

extension CalculatorViewModel: CalculatorModel {
  package var data: CalculatorData { state }

  // The kit's view: `.task { await viewModel.onFirstLoading() }`.
  package var appearance: Appearance { .task { await self.onFirstLoading() } }

  package func tap(_ digit: Int) { onAddNumber(digit) }

  package func submit() -> Task<Void, Never>? { onSubmit() }

  package func reset() { onReset() }
}
