/// Builds a view from a closure, as SwiftUI's `@ViewBuilder` does.
///
/// It supports any number of views in a row, `if`, `if`/`else`, `switch` and
/// `for` loops. The result keeps every view's own type: a block of views is a
/// ``TupleView``, an `if`/`else` a ``ConditionalContent``, an `if` alone an
/// `Optional` and a `for` loop an ``ArrayView``.
@resultBuilder
public enum ViewBuilder {
  /// The views of a block, in order, as one view.
  public static func buildBlock<each Content: View>(
    _ content: repeat each Content
  ) -> TupleView<repeat each Content> {
    TupleView(repeat each content)
  }

  /// The view of an `if` without `else`, or `nil`.
  public static func buildOptional<Content: View>(_ content: Content?) -> Content? {
    content
  }

  /// The view of the first branch of an `if`/`else` or `switch`.
  public static func buildEither<First: View, Second: View>(
    first: First
  ) -> ConditionalContent<First, Second> {
    ConditionalContent(chosen: .first(first))
  }

  /// The view of the second branch of an `if`/`else` or `switch`.
  public static func buildEither<First: View, Second: View>(
    second: Second
  ) -> ConditionalContent<First, Second> {
    ConditionalContent(chosen: .second(second))
  }

  /// The views of every pass of a `for` loop.
  public static func buildArray<Content: View>(_ views: [Content]) -> ArrayView<Content> {
    ArrayView(views: views)
  }
}
