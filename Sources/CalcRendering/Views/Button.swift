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

  /// Nothing; the engine draws buttons directly.
  public var body: EmptyView { return EmptyView() }
}

extension Button: PrimitiveView {
  func makeNodes(in environment: RenderEnvironment) -> [any LayoutNode] {
    [ButtonNode(label: label, font: environment.font, action: action)]
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
  private var chrome: Int { opening.count + closing.count }

  func size(proposed: Size) -> Size {
    let lines = labelLines(width: proposed.width)
    let width = lines.map(\.width).max() ?? 0
    return Size(width: width + chrome, height: lines.count)
  }

  func draw(into canvas: inout Canvas, in bounds: Rect) {
    let lines = labelLines(width: bounds.size.width)
    let width = lines.map(\.width).max() ?? 0
    for (index, line) in lines.enumerated() {
      let before = TextAlignment.center.offset(of: line.width, in: width)
      let after = width - line.width - before
      let text =
        opening + String(repeating: " ", count: before) + line.line
        + String(repeating: " ", count: after) + closing
      canvas.write(
        text, at: Position(column: bounds.origin.column, line: bounds.origin.line + index))
    }
  }

  private func labelLines(width: Int) -> [(line: String, width: Int)] {
    text.wrapped(width: width - chrome)
  }
}
