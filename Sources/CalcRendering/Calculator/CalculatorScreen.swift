import CalcCore

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
  /// Everything the screen draws, and where its taps go.
  ///
  /// It is the screen's only stored property, so a button's action that captures the screen captures one reference,
  /// which needs no allocation of its own.
  let viewModel: CalculatorScreenModel

  /// How the keypad is arranged.
  var layout: CalculatorLayout { viewModel.layout }

  /// The fixed texts, kept by the model so that a button's action, which
  /// captures the screen, copies one reference and not every string.
  var strings: CalculatorStrings { viewModel.strings }

  /// Creates the calculator screen for a state.
  ///
  /// - Parameters:
  ///   - state: What the screen shows.
  ///   - strings: The language of the fixed texts; Russian, the seed's, by default.
  ///   - layout: How the keypad is arranged; a grid by default.
  ///   - actions: What taps on the buttons do; nothing by default.
  public init(
    state: CalculatorData,
    strings: CalculatorStrings = .russian,
    layout: CalculatorLayout = .grid,
    actions: CalculatorActions = .none
  ) {
    self.viewModel = CalculatorScreenModel(
      state: state, strings: strings, layout: layout, actions: actions)
  }

  /// The screen in the chosen layout.
  public var body: some View {
    switch layout {
    case .grid: gridLayout
    case .seed: seedLayout
    }
  }
}

extension CalculatorScreen {
  /// An engine hook: lays out the chosen layout directly.
  ///
  /// The same as laying out ``body``, whose `switch` makes a value holding a
  /// place for either layout, as big as both, that costs more to take apart
  /// than to draw. Tests compare the two for every layout.
  public func _makeNodes(into nodes: inout _ViewNodes) {
    switch layout {
    case .grid: gridLayout._makeNodes(into: &nodes)
    case .seed: seedLayout._makeNodes(into: &nodes)
    }
  }
}
