/// A view that shows a label in brackets and runs an action when tapped.
///
/// A terminal screen cannot be tapped, so the renderer only draws the button:
/// `[Сброс]`, or `[ Сброс ]` with `.font(.title)`. A label wider than the
/// space offered wraps inside the brackets, every line bracketed.
///
/// ```swift
/// Button("Сброс") { viewModel.onReset() }
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

  /// Creates a button with a string label, without converting it.
  ///
  /// - Parameters:
  ///   - label: The text drawn inside the brackets.
  ///   - action: What a tap does.
  public init(_ label: String, action: @escaping () -> Void) {
    self.label = label
    self.action = action
  }

  /// Nothing; the engine draws buttons directly.
  public var body: EmptyView { return EmptyView() }
}

extension Button {
  /// An engine hook: appends the node that draws this button.
  public func _makeNodes(into nodes: inout _ViewNodes) {
    nodes.append(
      ButtonNode(label: label, font: nodes.environment.font),
      tap: { ButtonTap(label: label, action: action) })
  }
}

/// Lays out and draws a `Button`.
///
/// It holds only what drawing needs; the label as given and the action are
/// kept apart, in a ``ButtonTap``, so drawing a button copies no closure.
/// It cannot be copied: a layout keeps it in place and lends it, so neither
/// measuring nor drawing copies its strings.
struct ButtonNode: ~Copyable {
  let font: Font
  private let text: PreparedText

  init(label: String, font: Font) {
    self.font = font
    text = PreparedText(label)
  }

  private var opening: StaticString { font == .title ? "[ " : "[" }
  private var closing: StaticString { font == .title ? " ]" : "]" }
  /// The columns of `opening` and `closing` together.
  private var chrome: Int { font == .title ? 4 : 2 }

  /// How the button is sized when its label need not wrap.
  var metrics: LeafMetrics {
    LeafMetrics(widest: text.widest, lines: text.lineCount, chrome: chrome, extraLines: 0)
  }

  func size(proposed: Size) -> Size {
    let (width, lines) = text.measured(width: proposed.width - chrome)
    return Size(width: width + chrome, height: lines)
  }

  func draw(into canvas: inout Canvas, in bounds: Rect) {
    let (opening, closing) = (opening, closing)
    // Most buttons: a plain label of one line that fits, drawn as one piece.
    if text.isPlain, let label = text.onlyLine, label.width <= max(bounds.size.width - chrome, 1) {
      canvas.withLine(bounds.origin.line, from: bounds.origin.column) { writer in
        writer.write(plain: opening)
        writer.write(plain: label.line)
        writer.write(plain: closing)
      }
      return
    }
    text.forEachLine(width: bounds.size.width - chrome) { index, text, lineWidth, width in
      let line = (line: text, width: lineWidth)
      let row = bounds.origin.line + index
      let before = TextAlignment.center.offset(of: line.width, in: width)
      let after = width - line.width - before
      guard self.text.isPlain else {
        // Characters next to the brackets may join them into one grapheme cluster.
        let text =
          opening.description + String(repeating: " ", count: before) + line.line
          + String(repeating: " ", count: after) + closing.description
        canvas.write(text, at: Position(column: bounds.origin.column, line: row))
        return
      }
      // Plain characters join nothing: write the pieces without building a string.
      canvas.withLine(row, from: bounds.origin.column) { writer in
        writer.write(plain: opening)
        writer.fill(" ", count: before)
        writer.write(plain: line.line)
        writer.fill(" ", count: after)
        writer.write(plain: closing)
      }
    }
  }
}
