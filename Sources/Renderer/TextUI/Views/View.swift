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
/// The renderer lays out a view by asking for its `body`, and that body's
/// body, until it reaches the primitive views of this module (`Text`,
/// `Button`, stacks, `Grid` and the rest), whose body is a ``PrimitiveBody``:
/// the nodes the engine measures, places and draws.
public protocol View {
  /// The type of view this view is made of.
  associatedtype Body: View

  /// The views this view is made of.
  @ViewBuilder var body: Body { get }
}
