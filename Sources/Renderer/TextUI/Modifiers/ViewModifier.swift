/// A change to a view, such as a frame or a font, as a small value of its own.
///
/// Each modifier of this module is one of these: `.frame(width:height:)` is
/// a `FrameModifier`, `.font(_:)` an `EnvironmentModifier`. Applied to a
/// view, a modifier makes a `ModifiedContent`, which the renderer lays out
/// by asking the modifier for the nodes of the view it modifies. A layout
/// modifier, such as a frame, wraps them in a node of its own; an
/// environment modifier, such as a font, changes what they are made with.
///
/// SwiftUI's `ViewModifier` is public and has a `body(content:)` made of
/// other views, so you can write your own; its built-in modifiers, like
/// these, are laid out by the engine itself.
protocol ViewModifier {
  /// Appends the nodes that `content` with this modifier is laid out as.
  func makeNodes(of content: some View, into nodes: inout ViewNodes)
}

extension View {
  /// This view with `modifier` applied.
  func modifier<Modifier: ViewModifier>(_ modifier: Modifier) -> ModifiedContent<Self, Modifier> {
    ModifiedContent(content: self, modifier: modifier)
  }
}
