/// A button where the renderer drew it: its label, its place on the screen, and its action.
///
/// ``ScreenRenderer/buttons(in:)`` lists them, so a check can tell a key that can be tapped
/// from a `Text` drawn to look like one, and tap it to see which event it sends. Lines and
/// columns count from the screen's top-left corner, border included, as ``ScreenRenderer/render(_:)``
/// prints it: the first key of a keypad is on line 2.
///
/// ```swift
/// var taps: [String] = []
/// let screen = ScreenRenderer(options: .init(width: 24))
/// let buttons = screen.buttons(in: Button("Сброс") { taps.append("reset") })
/// buttons.first?.tap()
/// print(buttons.map { "\($0.label) at \($0.line):\($0.column)" } + taps)
/// // Prints ["Сброс at 2:8", "reset"]
/// ```
public struct PlacedButton {
  /// The label, as the button was made with it.
  public let label: String
  /// The screen line its first line of brackets is on.
  public let line: Int
  /// The screen column of its opening bracket.
  public let column: Int
  /// The columns it takes, brackets included.
  public let width: Int
  /// The lines it takes: more than one when its label wraps.
  public let height: Int
  let action: () -> Void

  /// Runs the button's action, as a tap would.
  public func tap() { action() }

  /// The same button moved by whole lines and columns.
  func moved(lines: Int, columns: Int) -> PlacedButton {
    PlacedButton(
      label: label, line: line + lines, column: column + columns, width: width, height: height,
      action: action)
  }
}
