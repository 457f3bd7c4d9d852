import KitSupport

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
  private let text: PreparedText

  init(label: String, font: Font, action: @escaping () -> Void) {
    self.label = label
    self.font = font
    self.action = action
    text = PreparedText(label)
  }

  private var opening: String { font == .title ? "[ " : "[" }
  private var closing: String { font == .title ? " ]" : "]" }
  /// The columns of `opening` and `closing` together.
  private var chrome: Int { font == .title ? 4 : 2 }

  func size(proposed: Size) -> Size {
    let (width, lines) = text.measured(width: proposed.width - chrome)
    return Size(width: width + chrome, height: lines)
  }

  func draw(into canvas: inout Canvas, in bounds: Rect) {
    let (opening, closing) = (opening, closing)
    let labelColumn = bounds.origin.column + opening.utf8.count
    text.forEachLine(width: bounds.size.width - chrome) { index, text, lineWidth, width in
      let line = (line: text, width: lineWidth)
      let row = bounds.origin.line + index
      let before = Anchor.middle.offset(of: line.width, in: width)
      let after = width - line.width - before
      guard TerminalWidth.plainColumns(of: line.line) != nil else {
        // Characters next to the brackets may join them into one grapheme cluster.
        let text =
          opening + String(repeating: " ", count: before) + line.line
          + String(repeating: " ", count: after) + closing
        canvas.write(text, at: Position(column: bounds.origin.column, line: row))
        return
      }
      // Plain characters join nothing: write the pieces without building a string.
      canvas.write(opening, at: Position(column: bounds.origin.column, line: row))
      canvas.fill(UInt8(ascii: " "), count: before, at: Position(column: labelColumn, line: row))
      canvas.write(line.line, at: Position(column: labelColumn + before, line: row))
      let trailing = labelColumn + before + line.width
      canvas.fill(UInt8(ascii: " "), count: after, at: Position(column: trailing, line: row))
      canvas.write(closing, at: Position(column: trailing + after, line: row))
    }
  }
}
