// Stand-ins for the parts of SwiftUI (and Combine) the course's ContentView.swift uses, so a
// test can type-check every stage of that file on any platform: built as a module named
// SwiftUI, `import SwiftUI` finds them. They have SwiftUI's names and shapes, and no
// behaviour: nothing here draws.

@_exported import Foundation
@_exported import Observation

/// Nanoseconds in a second, which `import SwiftUI` brings from Darwin on Apple's platforms.
public let NSEC_PER_SEC: UInt64 = 1_000_000_000

/// A piece of user interface; as SwiftUI's, it lives on the main actor.
@MainActor @preconcurrency
public protocol View {
  associatedtype Body: View
  @ViewBuilder var body: Body { get }
}

extension Never: View {
  public var body: Never { fatalError("Never has no body") }
}

/// Views a builder closure made.
public struct TupleView<T>: View {
  nonisolated public init() {}
  public var body: Never { fatalError("a stand-in draws nothing") }
}

/// One of two views.
public struct ConditionalContent<First: View, Second: View>: View {
  nonisolated public init() {}
  public var body: Never { fatalError("a stand-in draws nothing") }
}

/// A view a modifier changed.
public struct ModifiedView<Content: View>: View {
  nonisolated public init() {}
  public var body: Never { fatalError("a stand-in draws nothing") }
}

/// Builds views from a closure's statements.
@resultBuilder
public enum ViewBuilder {
  public static func buildBlock() -> TupleView<()> { TupleView() }
  public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
  public static func buildBlock<each Content: View>(_ content: repeat each Content)
    -> TupleView<(repeat each Content)>
  { TupleView() }
  public static func buildEither<First: View, Second: View>(first: First)
    -> ConditionalContent<First, Second>
  { ConditionalContent() }
  public static func buildEither<First: View, Second: View>(second: Second)
    -> ConditionalContent<First, Second>
  { ConditionalContent() }
  public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
}

extension Optional: View where Wrapped: View {
  public var body: Never { fatalError("a stand-in draws nothing") }
}

/// A font.
public struct Font: Sendable {
  public static let title = Font()
}

/// How lines of text line up.
public enum TextAlignment: Sendable {
  case leading, center, trailing
}

/// Text.
public struct Text: View {
  nonisolated public init(_ text: String) {}
  public var body: Never { fatalError("a stand-in draws nothing") }
}

/// A button, whose label is any view.
public struct Button<Label: View>: View {
  nonisolated public init(
    action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label
  ) {}
  public var body: Never { fatalError("a stand-in draws nothing") }
}

extension Button where Label == Text {
  /// A button labelled with text.
  nonisolated public init(_ title: String, action: @escaping @MainActor () -> Void) {}
}

/// A shape, such as the one a view takes taps in.
public protocol Shape: Sendable {}

/// A rectangle.
public struct Rectangle: Shape {
  public init() {}
}

extension Shape where Self == Rectangle {
  /// A rectangle, as `.rect`.
  public static var rect: Rectangle { Rectangle() }
}

/// A spinner.
public struct ProgressView: View {
  nonisolated public init() {}
  public var body: Never { fatalError("a stand-in draws nothing") }
}

/// Space that grows.
public struct Spacer: View {
  nonisolated public init() {}
  public var body: Never { fatalError("a stand-in draws nothing") }
}

/// Views one above another.
public struct VStack<Content: View>: View {
  nonisolated public init(spacing: Double? = nil, @ViewBuilder content: () -> Content) {}
  public var body: Never { fatalError("a stand-in draws nothing") }
}

/// Views side by side.
public struct HStack<Content: View>: View {
  nonisolated public init(spacing: Double? = nil, @ViewBuilder content: () -> Content) {}
  public var body: Never { fatalError("a stand-in draws nothing") }
}

/// Rows of views whose columns line up.
public struct Grid<Content: View>: View {
  nonisolated public init(
    horizontalSpacing: Double? = nil, verticalSpacing: Double? = nil,
    @ViewBuilder content: () -> Content
  ) {}
  public var body: Never { fatalError("a stand-in draws nothing") }
}

/// One row of a grid.
public struct GridRow<Content: View>: View {
  nonisolated public init(@ViewBuilder content: () -> Content) {}
  public var body: Never { fatalError("a stand-in draws nothing") }
}

extension View {
  public func font(_ font: Font?) -> ModifiedView<Self> { ModifiedView() }
  public func frame(width: Double? = nil, height: Double? = nil) -> ModifiedView<Self> {
    ModifiedView()
  }
  public func frame(
    minWidth: Double? = nil, maxWidth: Double? = nil, minHeight: Double? = nil,
    maxHeight: Double? = nil
  ) -> ModifiedView<Self> {
    ModifiedView()
  }
  public func contentShape<S: Shape>(_ shape: S) -> ModifiedView<Self> { ModifiedView() }
  public func multilineTextAlignment(_ alignment: TextAlignment) -> ModifiedView<Self> {
    ModifiedView()
  }
  public func gridCellColumns(_ count: Int) -> ModifiedView<Self> { ModifiedView() }
  public func onAppear(perform action: (() -> Void)? = nil) -> ModifiedView<Self> {
    ModifiedView()
  }
  public func task(_ action: @escaping @MainActor () async -> Void) -> ModifiedView<Self> {
    ModifiedView()
  }
  public func onDisappear(perform action: (() -> Void)? = nil) -> ModifiedView<Self> {
    ModifiedView()
  }
}

/// Storage SwiftUI keeps for a view as long as the view keeps its identity.
@propertyWrapper
public struct State<Value> {
  private let box: Box
  public init(wrappedValue: Value) { box = Box(wrappedValue) }
  public var wrappedValue: Value {
    get { box.value }
    nonmutating set { box.value = newValue }
  }

  private final class Box {
    var value: Value
    init(_ value: Value) { self.value = value }
  }
}

/// An object whose changes SwiftUI observes (Combine's protocol).
public protocol ObservableObject: AnyObject {}

/// A property whose changes an `ObservableObject` announces (Combine's wrapper).
@propertyWrapper
public struct Published<Value> {
  public var wrappedValue: Value
  public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }
}

/// An observable object SwiftUI makes once for a view and keeps while the view keeps its
/// identity.
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject> {
  public let wrappedValue: ObjectType
  public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
    wrappedValue = thunk()
  }
}
