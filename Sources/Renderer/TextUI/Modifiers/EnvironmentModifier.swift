extension View {
  /// Sets the font of the text and buttons inside this view.
  ///
  /// A terminal has one font, so `.title` is drawn around the characters,
  /// never by changing them: see ``Font``.
  public func font(_ font: Font) -> some View {
    modifier(EnvironmentModifier(keyPath: \.font, value: font))
  }

  /// Sets how the lines of wrapped text inside this view line up.
  public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
    modifier(EnvironmentModifier(keyPath: \.multilineTextAlignment, value: alignment))
  }
}

/// Sets one value of the environment for the views inside, as SwiftUI's
/// `_EnvironmentKeyWritingModifier` does.
///
/// The views inside are made in the changed environment; the views after
/// them see it as it was.
struct EnvironmentModifier<Value>: ViewModifier {
  /// The value that changes, such as `\.font`.
  let keyPath: WritableKeyPath<RenderEnvironment, Value>
  /// What it becomes.
  let value: Value

  func makeNodes(of content: some View, into nodes: inout ViewNodes) {
    let outer = nodes.environment
    nodes.environment[keyPath: keyPath] = value
    nodes.add(content)
    nodes.environment = outer
  }
}
