/// A part of a screen, described as a value, in the shape of SwiftUI's `View`.
///
/// You write a view the way you would in SwiftUI: a struct whose `body` is
/// built from other views.
///
/// ```swift
/// struct Greeting: View {
///   var body: some View {
///     VStack {
///       Text("Hello").font(.title)
///       Button("OK") {}
///     }
///   }
/// }
/// ```
///
/// The primitive views (`Text`, `Button`, stacks, `Grid` and the rest) are
/// laid out by the rendering engine through `_makeNodes(into:)`, so their
/// `body` is an `EmptyView` that nothing asks for.
public protocol View {
  /// The type of view this view is made of.
  associatedtype Body: View

  /// The views this view is made of.
  @ViewBuilder var body: Body { get }

  /// An engine hook that appends the nodes this view is laid out as.
  ///
  /// Do not implement it: the default asks `body` for its nodes, and only the
  /// primitive views of this module lay themselves out. It is a requirement,
  /// not a cast, so the renderer reaches a primitive by static dispatch.
  func _makeNodes(into nodes: inout _ViewNodes)
}

extension View {
  /// The nodes of `body`: what every view that is not a primitive is laid out as.
  public func _makeNodes(into nodes: inout _ViewNodes) {
    body._makeNodes(into: &nodes)
  }
}
