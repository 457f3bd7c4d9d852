/// How a screen is drawn: its width, its border and the spinner's frame.
public struct RenderOptions: Sendable, Hashable {
  /// The width of every line in terminal columns, border included; 40 by default.
  ///
  /// The renderer clamps it to ``ScreenRenderer/widthRange``.
  public var width: Int
  /// The characters of the border and of title underlines.
  public var style: BorderStyle
  /// Which frame every spinner shows, so a render is deterministic; any integer works.
  public var spinnerFrame: Int

  /// Creates render options.
  ///
  /// - Parameters:
  ///   - width: The width of every line in terminal columns, border included.
  ///   - style: The characters of the border.
  ///   - spinnerFrame: Which frame every spinner shows.
  public init(width: Int = 40, style: BorderStyle = .ascii, spinnerFrame: Int = 0) {
    self.width = width
    self.style = style
    self.spinnerFrame = spinnerFrame
  }
}
