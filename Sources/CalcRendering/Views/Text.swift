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

  /// Nothing; the engine draws text directly.
  public var body: EmptyView { return EmptyView() }
}

extension Text {
  /// An engine hook: appends the node that draws this text.
  public func _makeNodes(into nodes: inout _ViewNodes) {
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
    let lines = text.wrapped(width: bounds.size.width)
    let width = lines.map(\.width).max() ?? 0
    for (index, line) in lines.enumerated() {
      let column = alignment.offset(of: line.width, in: width)
      canvas.write(
        line.line,
        at: Position(column: bounds.origin.column + column, line: bounds.origin.line + index))
    }
    if font == .title {
      let underline = String(repeating: style.titleUnderline, count: width)
      canvas.write(
        underline,
        at: Position(column: bounds.origin.column, line: bounds.origin.line + lines.count))
    }
  }
}
