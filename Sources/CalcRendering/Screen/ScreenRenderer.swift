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
  /// A narrower width leaves too little room for the calculator's keypad; a
  /// wider one is no terminal anybody uses. Widths outside the range are
  /// clamped to it.
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
    let content = draw(view)
    let style = options.style
    let inner = width - 2
    let (topLeft, topRight) = (Array(style.topLeft.utf8), Array(style.topRight.utf8))
    let (bottomLeft, bottomRight) = (Array(style.bottomLeft.utf8), Array(style.bottomRight.utf8))
    let (horizontal, vertical) = (Array(style.horizontal.utf8), Array(style.vertical.utf8))
    var bytes: [UInt8] = []
    // Every cell is at most 4 bytes in all but the rarest screens; one allocation is the aim.
    bytes.reserveCapacity((content.size.height + 4) * (4 * width + 1))
    func rule(_ left: [UInt8], _ right: [UInt8]) {
      bytes += left
      for _ in 0..<inner { bytes += horizontal }
      bytes += right
      bytes.append(UInt8(ascii: "\n"))
    }
    func row(_ content: (inout [UInt8]) -> Void) {
      bytes += vertical
      content(&bytes)
      bytes += vertical
      bytes.append(UInt8(ascii: "\n"))
    }
    let margin = repeatElement(UInt8(ascii: " "), count: Self.margin)
    rule(topLeft, topRight)
    row { $0 += repeatElement(UInt8(ascii: " "), count: inner) }
    for line in 0..<content.size.height {
      row {
        $0 += margin
        content.appendLine(line, to: &$0)
        $0 += margin
      }
    }
    row { $0 += repeatElement(UInt8(ascii: " "), count: inner) }
    rule(bottomLeft, bottomRight)
    return String(decoding: bytes, as: UTF8.self)
  }

  /// The content without its border: laid out, placed and drawn, exactly the inner width wide.
  func draw(_ view: some View) -> Canvas {
    let environment = RenderEnvironment(
      spinnerFrame: options.spinnerFrame, style: options.style)
    let node = makeNode(for: view, in: environment)
    let width = width - 2 - 2 * Self.margin
    let size = node.size(proposed: Size(width: width, height: Size.unboundedHeight))
    let column = HorizontalAlignment.center.offset(of: size.width, in: width)
    var canvas = Canvas(size: Size(width: max(width, size.width), height: size.height))
    node.render(
      into: &canvas, in: Rect(origin: Position(column: column, line: 0), size: size))
    // Content too wide for the screen continues below instead of being cut.
    return canvas.folded(toWidth: width)
  }
}
