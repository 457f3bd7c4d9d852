/// A spinner that shows that work is in progress.
///
/// It is one column wide. Its frame, one of `|`, `/`, `-` and `\`, comes from
/// `RenderOptions.spinnerFrame`, so a screen renders the same way every time
/// and a caller animates it by rendering frames 0, 1, 2, 3 in turn.
public struct ProgressView: View {
  /// Creates a spinner.
  public init() {}

  /// What the engine lays out: this view's own nodes.
  public var body: PrimitiveBody { return PrimitiveBody(self) }

  /// The frames of the animation, in order.
  static let frames: [Character] = ["|", "/", "-", "\\"]

  /// The frame shown for a frame number; any integer is allowed and wraps around.
  static func frame(_ number: Int) -> Character {
    let count = frames.count
    return frames[((number % count) + count) % count]
  }
}

extension ProgressView: PrimitiveView {
  /// Appends the node that draws the spinner's frame.
  func makeNodes(into nodes: inout ViewNodes) {
    nodes.append(
      TextNode(
        content: String(Self.frame(nodes.environment.spinnerFrame)), font: .body,
        alignment: .leading, style: nodes.environment.style))
  }
}
