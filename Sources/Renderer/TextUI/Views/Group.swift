/// Views kept together without a layout of their own, as SwiftUI's `Group` keeps them.
///
/// A stack or grid lays out each view inside a group as its own child, and an
/// environment modifier on the group, such as `.font(_:)`, applies to every
/// one of them; a layout modifier, such as `.frame`, takes them as one
/// centred column. Use a group to give several views one font:
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

  /// The grouped views, which the group lays out as they are.
  public var body: Content { return content }
}
