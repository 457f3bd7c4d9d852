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
  /// The text's paragraphs, split and measured once, however often they are wrapped.
  let paragraphs: [TextWrapper.Line]
  let font: Font
  let alignment: TextAlignment
  let style: BorderStyle

  init(content: String, font: Font, alignment: TextAlignment, style: BorderStyle) {
    paragraphs = TextWrapper.paragraphs(of: content)
    self.font = font
    self.alignment = alignment
    self.style = style
  }

  func size(proposed: Size) -> Size {
    let lines = TextWrapper.wrap(paragraphs, width: proposed.width)
    let width = TextWrapper.widest(lines)
    return Size(width: width, height: lines.count + (font == .title ? 1 : 0))
  }

  func draw(into canvas: inout Canvas, in bounds: Rect) {
    let lines = TextWrapper.wrap(paragraphs, width: bounds.size.width)
    let widest = TextWrapper.widest(lines)
    for (index, line) in lines.enumerated() {
      let column = alignment.anchor.offset(of: line.columns, in: widest)
      canvas.write(line.text, at: bounds.origin.moved(column: column, line: index))
    }
    if font == .title {
      let underline = String(repeating: style.titleUnderline, count: widest)
      canvas.write(underline, at: bounds.origin.moved(column: 0, line: lines.count))
    }
  }
}
