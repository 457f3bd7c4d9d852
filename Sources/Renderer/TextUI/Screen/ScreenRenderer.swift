/// Draws a view as a framed screen of text.
///
/// The view is laid out like the root of a SwiftUI window: offered the
/// screen's inner width, centred horizontally, and as tall as it needs to be.
/// Inside the border there is one blank line above and below the content and
/// one blank column on each side. Every line, border included, is exactly
/// `options.width` terminal columns wide.
///
/// ```swift
/// let screen = ScreenRenderer(options: .init(width: 24)).render(Text("Сброс"))
/// print(screen, terminator: "")
/// // Prints:
/// // +----------------------+
/// // |                      |
/// // |        Сброс         |
/// // |                      |
/// // +----------------------+
/// ```
public struct ScreenRenderer {
  /// The widths a screen may have, border included.
  ///
  /// A narrower width leaves too little room for a row of three bracketed
  /// buttons and their spacing; a wider one is no terminal anybody uses.
  /// Widths outside the range are clamped to it.
  public static let widthRange: ClosedRange<Int> = 24...200

  /// The columns between the border and the content on each side.
  static let margin = 1

  /// How screens are drawn.
  public let options: RenderOptions

  /// Creates a renderer.
  ///
  /// - Parameter options: The width, border style and spinner frame.
  public init(options: RenderOptions = .init()) {
    self.options = options
  }

  /// The width every line has, after clamping to ``widthRange``.
  public var width: Int {
    min(max(options.width, Self.widthRange.lowerBound), Self.widthRange.upperBound)
  }

  /// Draws a view inside a border.
  ///
  /// - Parameter view: The view to draw.
  /// - Returns: The lines of the screen joined by `"\n"`, with a trailing `"\n"`.
  public func render(_ view: some View) -> String {
    let style = options.style
    let inner = width - 2
    let rule = String(repeating: style.horizontal, count: inner)
    let blank = "\(style.vertical)\(String(repeating: " ", count: inner))\(style.vertical)"
    let margin = String(repeating: " ", count: Self.margin)
    var lines = ["\(style.topLeft)\(rule)\(style.topRight)", blank]
    for line in draw(view).lines {
      lines.append("\(style.vertical)\(margin)\(line)\(margin)\(style.vertical)")
    }
    lines += [blank, "\(style.bottomLeft)\(rule)\(style.bottomRight)"]
    return lines.joined(separator: "\n") + "\n"
  }

  /// The buttons of a view's screen, in the order they are drawn, each where ``render(_:)``
  /// draws it.
  ///
  /// Content too wide for the screen folds onto more lines; its buttons keep the places
  /// they had before the fold.
  public func buttons(in view: some View) -> [PlacedButton] {
    draw(view).buttons.map { $0.moved(lines: 2, columns: 1 + Self.margin) }
  }

  /// The content without its border: laid out, placed and drawn, exactly the inner width wide.
  func draw(_ view: some View) -> Canvas {
    let environment = RenderEnvironment(
      spinnerFrame: options.spinnerFrame, style: options.style)
    var nodes = ViewNodes(environment: environment)
    let node = nodes.single(view)
    let width = width - 2 - 2 * Self.margin
    let size = node.size(proposed: Size(width: width, height: Size.unboundedHeight))
    let column = Anchor.middle.offset(of: size.width, in: width)
    var canvas = Canvas(size: Size(width: max(width, size.width), height: size.height))
    node.render(
      into: &canvas, in: Rect(origin: Position(column: column, line: 0), size: size))
    // Content too wide for the screen continues below instead of being cut.
    return canvas.folded(toWidth: width)
  }
}
