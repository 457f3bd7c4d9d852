/// How the calculator screen arranges its keypad.
public enum CalculatorLayout: String, CaseIterable, Sendable {
  /// The review's suggestion: a `Grid` keypad whose spacing replaces spacers,
  /// with `0` under the middle column. The default.
  case grid
  /// The seed's `ContentView` as written: stacks, `Spacer().frame(height:)`
  /// between rows and buttons in `.frame(width: 30)`.
  case seed
}
