import CalcCore

/// What a runner needs from a view model: its data, its four events, and what
/// its view does when it appears.
///
/// Both the refactored ``CalculatorViewModel`` and the seed's ``CalcViewModel``
/// conform, so one runner drives either and their screens can be compared.
/// Neither hands the runner the tasks it starts, just as neither hands them to
/// SwiftUI: a button's action starts a `Task {}` and forgets it.
@MainActor
protocol CalculatorModel: AnyObject {
  /// The data the screen draws.
  var data: CalculatorData { get }
  /// What the model's view runs when it appears.
  var appearance: Appearance { get }
  /// A digit was tapped.
  func tap(_ digit: Int)
  /// The submit button was tapped.
  func submit()
  /// The reset button was tapped.
  func reset()
}

/// What a view runs when it appears, as SwiftUI offers it.
enum Appearance {
  /// `.onAppear { … }`: a plain action. A `Task {}` it starts runs on after the
  /// view goes away, and nothing holds its handle.
  case onAppear(@MainActor () -> Void)
  /// `.task { … }`: work SwiftUI starts when the view appears and cancels when
  /// it disappears or is removed.
  case task(@MainActor () async -> Void)
}

extension CalculatorViewModel: CalculatorModel {
  var data: CalculatorData { state }

  // The kit's view: `.task { await viewModel.onFirstLoading() }`.
  var appearance: Appearance { .task { await self.onFirstLoading() } }

  func tap(_ digit: Int) { onAddNumber(digit) }

  func submit() { onSubmit() }

  func reset() { onReset() }
}

// Its data and events are CalcCore's package members of the seed's model.
extension CalcViewModel: CalculatorModel {
  // The seed's view: `.onAppear { viewModel.onFirstLoading() }`.
  var appearance: Appearance { .onAppear { self.loadOnAppear() } }
}
