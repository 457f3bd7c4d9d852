import CalcCore

/// What a runner needs from a view model: its data, its four events, and what
/// its view does when it appears.
///
/// The refactored `CalculatorViewModel` conforms here, and the course's copy
/// of the seed's view model conforms where it lives (CalcSeed), so one runner
/// drives either and their screens can be compared; an exercise's check
/// conforms the learner's model, to compare it with the kit's
/// (``Explorer/compare(_:with:reference:)``).
///
/// An event that starts a task hands it back, as `onSubmit()` returns its
/// calculation, so the runner can wait until the task is asleep or over. A
/// view would drop it, as SwiftUI drops what a button's action returns, so
/// holding it changes nothing the model does: a model that must stop the task
/// keeps it too, and stops it in ``disappear()``.
@MainActor
public protocol CalculatorModel: AnyObject {
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
  /// The delete key was tapped; by default a model has none, and nothing happens.
  func delete()
  /// The view disappeared (`.onDisappear`); by default nothing happens.
  func disappear()
}

extension CalculatorModel {
  /// No delete key: nothing happens.
  public func delete() {}

  /// No `.onDisappear`: nothing happens.
  public func disappear() {}
}

/// What a view runs when it appears, as SwiftUI offers it.
public enum Appearance {
  /// `.onAppear { … }`: a plain action. A `Task {}` it starts runs on after the
  /// view goes away, and nothing cancels it; the action returns it so the
  /// runner can wait for it.
  case onAppear(@MainActor () -> Task<Void, Never>)
  /// `.task { … }`: work SwiftUI starts when the view appears and cancels when
  /// it disappears or is removed.
  case task(@MainActor () async -> Void)
}

extension CalculatorViewModel: CalculatorModel {
  /// The data the screen draws: the model's `state`.
  public var data: CalculatorData { state }

  /// The kit's view: `.task { await viewModel.onFirstLoading() }`.
  public var appearance: Appearance { .task { await self.onFirstLoading() } }

  /// Sends `onAddNumber(_:)`.
  public func tap(_ digit: Int) { onAddNumber(digit) }

  /// Sends `onSubmit()`.
  public func submit() -> Task<Void, Never>? { onSubmit() }

  /// Sends `onReset()`.
  public func reset() { onReset() }

  /// The kit's view: `.onDisappear { viewModel.onDisappear() }`.
  public func disappear() { onDisappear() }
}
