extension View {
  /// Sets the font of the text and buttons inside this view.
  ///
  /// A terminal has one font, so `.title` is drawn around the characters,
  /// never by changing them: see ``Font``.
  public func font(_ font: Font) -> some View {
    EnvironmentView(content: self) { $0.font = font }
  }

  /// Sets how the lines of wrapped text inside this view line up.
  public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
    EnvironmentView(content: self) { $0.multilineTextAlignment = alignment }
  }
}

/// A view that changes the environment of the views inside it.
struct EnvironmentView<Content: View>: View {
  let content: Content
  let change: (inout RenderEnvironment) -> Void

  var body: EmptyView { return EmptyView() }
}

extension EnvironmentView {
  func _makeNodes(into nodes: inout _ViewNodes) {
    let outer = nodes.environment
    change(&nodes.environment)
    content._makeNodes(into: &nodes)
    nodes.environment = outer
  }
}
