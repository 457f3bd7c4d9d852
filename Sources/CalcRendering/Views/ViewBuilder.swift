/// Builds a view from a closure, as SwiftUI's `@ViewBuilder` does.
///
/// It supports several views in a row, `if`, `if`/`else`, `switch` and `for`
/// loops. The result keeps every view's own type: two views in a row are a
/// ``TupleView``, an `if`/`else` is a ``_ConditionalContent``, an `if` alone
/// an `Optional` and a `for` loop an ``_ArrayView``. Nothing is boxed into
/// `any View`, so the renderer reaches every view by static dispatch and
/// building a screen allocates no array of views.
@resultBuilder
public enum ViewBuilder {
  /// An empty block: no view.
  public static func buildBlock() -> EmptyView { EmptyView() }

  /// The first view of a block, as it is.
  public static func buildPartialBlock<Content: View>(first content: consuming Content) -> Content {
    content
  }

  /// The views of a block so far, followed by the next one.
  ///
  /// Both are consumed, not copied, so a long block moves each view once.
  public static func buildPartialBlock<Accumulated: View, Next: View>(
    accumulated: consuming Accumulated, next: consuming Next
  ) -> TupleView<Accumulated, Next> {
    TupleView(accumulated, next)
  }

  /// The view of an `if` without `else`, or `nil`.
  public static func buildOptional<Content: View>(_ content: consuming Content?) -> Content? {
    content
  }

  /// The view of the first branch of an `if`/`else` or `switch`.
  public static func buildEither<First: View, Second: View>(
    first: consuming First
  ) -> _ConditionalContent<First, Second> {
    _ConditionalContent(first: first, second: nil)
  }

  /// The view of the second branch of an `if`/`else` or `switch`.
  public static func buildEither<First: View, Second: View>(
    second: consuming Second
  ) -> _ConditionalContent<First, Second> {
    _ConditionalContent(first: nil, second: second)
  }

  /// The views of every pass of a `for` loop.
  public static func buildArray<Content: View>(_ views: consuming [Content]) -> _ArrayView<Content>
  {
    _ArrayView(views: views)
  }
}
