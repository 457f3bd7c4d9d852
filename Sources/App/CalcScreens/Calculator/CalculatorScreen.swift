import CalcCore
import TextUI

/// The calculator's screen, ported from the seed's SwiftUI `ContentView`.
///
/// It draws any `CalculatorData`, so every state can be rendered and tested:
/// loading, the prompt, an entry such as `1 + 2 + 3`, calculating and a
/// result. Its two layouts, ``CalculatorLayout/grid`` and
/// ``CalculatorLayout/seed``, draw the same state; the seed layout keeps the
/// original's structure line for line so you can read them side by side.
///
/// ```swift
/// let state = CalculatorData(isLoadingOnStart: false, numbers: [1, 2, 3])
/// print(ScreenRenderer().render(CalculatorScreen(state: state)))
/// ```
public struct CalculatorScreen: View {
  /// What the screen shows.
  let state: CalculatorData
  /// How the keypad is arranged.
  let layout: CalculatorLayout
  /// What the buttons do: the screen forwards every tap to them.
  let actions: CalculatorActions

  /// Creates the calculator screen for a state.
  ///
  /// - Parameters:
  ///   - state: What the screen shows, in its language (`CalculatorData.strings`).
  ///   - layout: How the keypad is arranged; a grid by default.
  ///   - actions: What taps on the buttons do; nothing by default.
  public init(
    state: CalculatorData,
    layout: CalculatorLayout = .grid,
    actions: CalculatorActions = .none
  ) {
    self.state = state
    self.layout = layout
    self.actions = actions
  }

  /// The fixed texts, in the language of the state.
  var strings: CalculatorStrings { state.strings }

  /// The screen in the chosen layout.
  public var body: some View {
    switch layout {
    case .grid: gridLayout
    case .seed: seedLayout
    }
  }
}
