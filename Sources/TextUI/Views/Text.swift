import KitSupport

/// A view that shows one or more lines of text.
///
/// Text wraps at spaces to the width it is offered and breaks a word only
/// when the word alone is wider. Its width is that of its widest line, in
/// terminal columns, so Cyrillic, CJK and emoji line up.
///
/// ```swift
/// Text("Калькулятор считает сумму чисел")
///   .multilineTextAlignment(.center)
/// ```
public struct Text: View {
  let content: String

  /// Creates a text view that shows a string exactly as given.
  public init(_ content: some StringProtocol) {
    self.content = String(content)
  }

  /// What the engine lays out: this view's own nodes.
  public var body: PrimitiveBody { return PrimitiveBody(self) }
}

extension Text: PrimitiveView {
  /// Appends the node that draws this text.
  func makeNodes(into nodes: inout ViewNodes) {
    let environment = nodes.environment
    nodes.append(
      TextNode(
        content: content, font: environment.font,
        alignment: environment.multilineTextAlignment, style: environment.style))
  }
}

/// Lays out and draws a `Text`.
struct TextNode: LayoutNode {
  let content: String
  let font: Font
  let alignment: TextAlignment
  let style: BorderStyle
  private let text: PreparedText

  init(content: String, font: Font, alignment: TextAlignment, style: BorderStyle) {
    self.content = content
    self.font = font
    self.alignment = alignment
    self.style = style
    text = PreparedText(content)
  }

  func size(proposed: Size) -> Size {
    let (width, lines) = text.measured(width: proposed.width)
    return Size(width: width, height: lines + (font == .title ? 1 : 0))
  }

  func draw(into canvas: inout Canvas, in bounds: Rect) {
    var width = 0
    var count = 0
    text.forEachLine(width: bounds.size.width) { index, line, lineWidth, widest in
      let column = alignment.anchor.offset(of: lineWidth, in: widest)
      canvas.write(
        line,
        at: Position(column: bounds.origin.column + column, line: bounds.origin.line + index))
      width = widest
      count += 1
    }
    if font == .title {
      let position = Position(column: bounds.origin.column, line: bounds.origin.line + count)
      let scalars = style.titleUnderline.unicodeScalars
      if let scalar = scalars.first, scalars.count == 1, TerminalWidth.isPlainOneColumn(scalar) {
        canvas.fill(scalar, count: width, at: position)
      } else {
        canvas.write(String(repeating: style.titleUnderline, count: width), at: position)
      }
    }
  }
}
