/// Builds a view from a closure, as SwiftUI's `@ViewBuilder` does.
///
/// It supports up to twelve views in a row (put more in a ``Group``), `if`,
/// `if`/`else`, `switch` and `for` loops. The result keeps every view's own
/// type: three views in a row are a ``TupleView3``, an `if`/`else` is a
/// `_ConditionalContent`, an `if` alone an `Optional` and a `for` loop an
/// `_ArrayView`. Nothing is boxed into
/// `any View`, so the renderer reaches every view by static dispatch and
/// building a screen allocates no array of views.
@resultBuilder
public enum ViewBuilder {
  /// An empty block: no view.
  public static func buildBlock() -> EmptyView { EmptyView() }

  /// The one view of a block, as it is.
  public static func buildBlock<C0: View>(_ view0: consuming C0) -> C0 { view0 }

  /// The two views of a block, in order; each is moved in, not copied.
  public static func buildBlock<C0: View, C1: View>(
    _ view0: consuming C0, _ view1: consuming C1
  ) -> TupleView2<C0, C1> {
    TupleView2<C0, C1>(view0: view0, view1: view1)
  }

  /// The three views of a block, in order; each is moved in, not copied.
  public static func buildBlock<C0: View, C1: View, C2: View>(
    _ view0: consuming C0, _ view1: consuming C1, _ view2: consuming C2
  ) -> TupleView3<C0, C1, C2> {
    TupleView3<C0, C1, C2>(view0: view0, view1: view1, view2: view2)
  }

  /// The four views of a block, in order; each is moved in, not copied.
  public static func buildBlock<C0: View, C1: View, C2: View, C3: View>(
    _ view0: consuming C0, _ view1: consuming C1, _ view2: consuming C2, _ view3: consuming C3
  ) -> TupleView4<C0, C1, C2, C3> {
    TupleView4<C0, C1, C2, C3>(view0: view0, view1: view1, view2: view2, view3: view3)
  }

  /// The five views of a block, in order; each is moved in, not copied.
  public static func buildBlock<C0: View, C1: View, C2: View, C3: View, C4: View>(
    _ view0: consuming C0, _ view1: consuming C1, _ view2: consuming C2, _ view3: consuming C3,
    _ view4: consuming C4
  ) -> TupleView5<C0, C1, C2, C3, C4> {
    TupleView5<C0, C1, C2, C3, C4>(
      view0: view0, view1: view1, view2: view2, view3: view3, view4: view4)
  }

  /// The six views of a block, in order; each is moved in, not copied.
  public static func buildBlock<C0: View, C1: View, C2: View, C3: View, C4: View, C5: View>(
    _ view0: consuming C0, _ view1: consuming C1, _ view2: consuming C2, _ view3: consuming C3,
    _ view4: consuming C4, _ view5: consuming C5
  ) -> TupleView6<C0, C1, C2, C3, C4, C5> {
    TupleView6<C0, C1, C2, C3, C4, C5>(
      view0: view0, view1: view1, view2: view2, view3: view3, view4: view4, view5: view5)
  }

  /// The seven views of a block, in order; each is moved in, not copied.
  public static func buildBlock<
    C0: View, C1: View, C2: View, C3: View, C4: View, C5: View, C6: View
  >(
    _ view0: consuming C0, _ view1: consuming C1, _ view2: consuming C2, _ view3: consuming C3,
    _ view4: consuming C4, _ view5: consuming C5, _ view6: consuming C6
  ) -> TupleView7<C0, C1, C2, C3, C4, C5, C6> {
    TupleView7<C0, C1, C2, C3, C4, C5, C6>(
      view0: view0, view1: view1, view2: view2, view3: view3, view4: view4, view5: view5,
      view6: view6)
  }

  /// The eight views of a block, in order; each is moved in, not copied.
  public static func buildBlock<
    C0: View, C1: View, C2: View, C3: View, C4: View, C5: View, C6: View, C7: View
  >(
    _ view0: consuming C0, _ view1: consuming C1, _ view2: consuming C2, _ view3: consuming C3,
    _ view4: consuming C4, _ view5: consuming C5, _ view6: consuming C6, _ view7: consuming C7
  ) -> TupleView8<C0, C1, C2, C3, C4, C5, C6, C7> {
    TupleView8<C0, C1, C2, C3, C4, C5, C6, C7>(
      view0: view0, view1: view1, view2: view2, view3: view3, view4: view4, view5: view5,
      view6: view6, view7: view7)
  }

  /// The nine views of a block, in order; each is moved in, not copied.
  public static func buildBlock<
    C0: View, C1: View, C2: View, C3: View, C4: View, C5: View, C6: View, C7: View, C8: View
  >(
    _ view0: consuming C0, _ view1: consuming C1, _ view2: consuming C2, _ view3: consuming C3,
    _ view4: consuming C4, _ view5: consuming C5, _ view6: consuming C6, _ view7: consuming C7,
    _ view8: consuming C8
  ) -> TupleView9<C0, C1, C2, C3, C4, C5, C6, C7, C8> {
    TupleView9<C0, C1, C2, C3, C4, C5, C6, C7, C8>(
      view0: view0, view1: view1, view2: view2, view3: view3, view4: view4, view5: view5,
      view6: view6, view7: view7, view8: view8)
  }

  /// The ten views of a block, in order; each is moved in, not copied.
  public static func buildBlock<
    C0: View, C1: View, C2: View, C3: View, C4: View, C5: View, C6: View, C7: View, C8: View,
    C9: View
  >(
    _ view0: consuming C0, _ view1: consuming C1, _ view2: consuming C2, _ view3: consuming C3,
    _ view4: consuming C4, _ view5: consuming C5, _ view6: consuming C6, _ view7: consuming C7,
    _ view8: consuming C8, _ view9: consuming C9
  ) -> TupleView10<C0, C1, C2, C3, C4, C5, C6, C7, C8, C9> {
    TupleView10<C0, C1, C2, C3, C4, C5, C6, C7, C8, C9>(
      view0: view0, view1: view1, view2: view2, view3: view3, view4: view4, view5: view5,
      view6: view6, view7: view7, view8: view8, view9: view9)
  }

  /// The eleven views of a block, in order; each is moved in, not copied.
  public static func buildBlock<
    C0: View, C1: View, C2: View, C3: View, C4: View, C5: View, C6: View, C7: View, C8: View,
    C9: View, C10: View
  >(
    _ view0: consuming C0, _ view1: consuming C1, _ view2: consuming C2, _ view3: consuming C3,
    _ view4: consuming C4, _ view5: consuming C5, _ view6: consuming C6, _ view7: consuming C7,
    _ view8: consuming C8, _ view9: consuming C9, _ view10: consuming C10
  ) -> TupleView11<C0, C1, C2, C3, C4, C5, C6, C7, C8, C9, C10> {
    TupleView11<C0, C1, C2, C3, C4, C5, C6, C7, C8, C9, C10>(
      view0: view0, view1: view1, view2: view2, view3: view3, view4: view4, view5: view5,
      view6: view6, view7: view7, view8: view8, view9: view9, view10: view10)
  }

  /// The twelve views of a block, in order; each is moved in, not copied.
  public static func buildBlock<
    C0: View, C1: View, C2: View, C3: View, C4: View, C5: View, C6: View, C7: View, C8: View,
    C9: View, C10: View, C11: View
  >(
    _ view0: consuming C0, _ view1: consuming C1, _ view2: consuming C2, _ view3: consuming C3,
    _ view4: consuming C4, _ view5: consuming C5, _ view6: consuming C6, _ view7: consuming C7,
    _ view8: consuming C8, _ view9: consuming C9, _ view10: consuming C10, _ view11: consuming C11
  ) -> TupleView12<C0, C1, C2, C3, C4, C5, C6, C7, C8, C9, C10, C11> {
    TupleView12<C0, C1, C2, C3, C4, C5, C6, C7, C8, C9, C10, C11>(
      view0: view0, view1: view1, view2: view2, view3: view3, view4: view4, view5: view5,
      view6: view6, view7: view7, view8: view8, view9: view9, view10: view10, view11: view11)
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
