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
/// laid out by the rendering engine, so their `body` is empty. They write
/// `return EmptyView()`: the explicit `return` keeps the `@ViewBuilder` that
/// `body` inherits from wrapping the empty view into a list.
public protocol View {
  /// The type of view this view is made of.
  associatedtype Body: View

  /// The views this view is made of.
  @ViewBuilder var body: Body { get }
}
