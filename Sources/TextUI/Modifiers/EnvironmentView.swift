extension View {
  /// Sets the font of the text and buttons inside this view.
  ///
  /// A terminal has one font, so `.title` is drawn around the characters,
  /// never by changing them: see ``Font``.
  public func font(_ font: Font) -> EnvironmentView<Self> {
    EnvironmentView(content: self, change: .font(font))
  }

  /// Sets how the lines of wrapped text inside this view line up.
  public func multilineTextAlignment(_ alignment: TextAlignment) -> EnvironmentView<Self> {
    EnvironmentView(content: self, change: .multilineTextAlignment(alignment))
  }
}

/// A view that changes the environment of the views inside it, such as their font.
///
/// `.font(_:)` and `.multilineTextAlignment(_:)` return one. You rarely name
/// this type; see ``ModifiedView`` for why modifiers name their result type.
public struct EnvironmentView<Content: View>: View {
  /// One value set for the views inside; a value, not a closure, so it allocates nothing.
  enum Change {
    /// Sets `RenderEnvironment.font`.
    case font(Font)
    /// Sets `RenderEnvironment.multilineTextAlignment`.
    case multilineTextAlignment(TextAlignment)

    /// Makes the change in `environment`.
    func apply(to environment: inout RenderEnvironment) {
      switch self {
      case .font(let font): environment.font = font
      case .multilineTextAlignment(let alignment): environment.multilineTextAlignment = alignment
      }
    }
  }

  let content: Content
  let change: Change

  /// What the engine lays out: this view's own nodes.
  public var body: PrimitiveBody { return PrimitiveBody(self) }
}

extension EnvironmentView: PrimitiveView {
  func makeNodes(into nodes: inout ViewNodes) {
    let outer = nodes.environment
    change.apply(to: &nodes.environment)
    nodes.add(content)
    nodes.environment = outer
  }
}
