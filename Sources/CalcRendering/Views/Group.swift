/// Views kept together without a layout of their own, as SwiftUI's `Group` keeps them.
///
/// A stack or grid lays out each view inside a group as its own child, and an
/// environment modifier on the group, such as `.font(_:)`, applies to every
/// one of them; a layout modifier, such as `.frame`, takes them as one
/// centred column. Use a group to list more than twelve views in one block,
/// or to give several views one font:
///
/// ```swift
/// VStack {
///   Group {
///     Text("1")
///     Text("2")
///   }
///   .font(.title)
/// }
/// ```
public struct Group<Content: View>: View {
  let content: Content

  /// Creates a group of views.
  ///
  /// - Parameter content: The views, in order.
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  /// Nothing; the engine lays out the grouped views directly.
  public var body: EmptyView { return EmptyView() }
}

extension Group {
  /// An engine hook: appends the nodes of the grouped views, in order.
  public func _makeNodes(into nodes: inout _ViewNodes) {
    content._makeNodes(into: &nodes)
  }
}
