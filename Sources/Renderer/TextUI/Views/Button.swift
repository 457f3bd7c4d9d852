/// A view that shows a label in brackets and runs an action when tapped.
///
/// A terminal screen cannot be tapped, so the renderer only draws the button:
/// `[Сброс]`, or `[ Сброс ]` with `.font(.title)`. A label wider than the
/// space offered wraps inside the brackets, every line bracketed.
///
/// ```swift
/// Button("Сброс") { count = 0 }
///   .font(.title)
/// ```
public struct Button: View {
  let label: String
  let action: () -> Void

  /// Creates a button with a text label.
  ///
  /// - Parameters:
  ///   - label: The text drawn inside the brackets.
  ///   - action: What a tap does.
  public init(_ label: some StringProtocol, action: @escaping () -> Void) {
    self.label = String(label)
    self.action = action
  }

  /// What the engine lays out: this view's own nodes.
  public var body: PrimitiveBody { return PrimitiveBody(self) }
}

extension Button: PrimitiveView {
  /// Appends the node that draws this button.
  func makeNodes(into nodes: inout ViewNodes) {
    nodes.append(ButtonNode(label: label, font: nodes.environment.font, action: action))
  }
}

/// Lays out and draws a `Button`.
struct ButtonNode: LayoutNode {
  let label: String
  let font: Font
  let action: () -> Void
  /// The label's paragraphs, split and measured once, as a `TextNode`'s are.
  private let paragraphs: [TextWrapper.Line]

  init(label: String, font: Font, action: @escaping () -> Void) {
    self.label = label
    self.font = font
    self.action = action
    paragraphs = TextWrapper.paragraphs(of: label)
  }

  private var opening: String { font == .title ? "[ " : "[" }
  private var closing: String { font == .title ? " ]" : "]" }
  /// The columns of `opening` and `closing` together.
  private var chrome: Int { font == .title ? 4 : 2 }

  func size(proposed: Size) -> Size {
    let lines = TextWrapper.wrap(paragraphs, width: proposed.width - chrome)
    let width = TextWrapper.widest(lines)
    return Size(width: width + chrome, height: lines.count)
  }

  func draw(into canvas: inout Canvas, in bounds: Rect) {
    let lines = TextWrapper.wrap(paragraphs, width: bounds.size.width - chrome)
    let widest = TextWrapper.widest(lines)
    canvas.buttons.append(
      PlacedButton(
        label: label, line: bounds.origin.line, column: bounds.origin.column,
        width: widest + chrome, height: lines.count, action: action))
    for (index, line) in lines.enumerated() {
      let before = Anchor.middle.offset(of: line.columns, in: widest)
      let after = widest - line.columns - before
      // One string, so a character next to a bracket joins it as it would on a terminal.
      let text =
        opening + String(repeating: " ", count: before) + line.text
        + String(repeating: " ", count: after) + closing
      canvas.write(text, at: bounds.origin.moved(column: 0, line: index))
    }
  }
}
