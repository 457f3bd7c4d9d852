// The `TupleView` family: one generic type for each number of views a
// `@ViewBuilder` block can list, from two to twelve.

/// The two views of a `@ViewBuilder` block, in order.
///
/// SwiftUI builds a block of views into one `TupleView<(A, B, …)>`; here a
/// block of two views is a `TupleView2<A, B>`, of three a `TupleView3<A, B,
/// C>`, and so on up to twelve (put more in a ``Group``). Stacks and grids lay
/// each listed view out as their own child. You rarely name these types;
/// they are what `some View` stands for in a `body` with several views.
///
/// Each number of views has a type of its own, rather than pairs nested in
/// pairs, so a block's views sit side by side in one value: building,
/// laying out and releasing a screen walks one level per block, not one per
/// view.
public struct TupleView2<C0: View, C1: View>: View {
  let view0: C0
  let view1: C1

  /// Nothing; the engine lays out the listed views directly.
  public var body: EmptyView { return EmptyView() }

  /// An engine hook: appends the nodes of every listed view, in order.
  public func _makeNodes(into nodes: inout _ViewNodes) {
    view0._makeNodes(into: &nodes)
    view1._makeNodes(into: &nodes)
  }
}

/// The three views of a `@ViewBuilder` block, in order.
public struct TupleView3<C0: View, C1: View, C2: View>: View {
  let view0: C0
  let view1: C1
  let view2: C2

  /// Nothing; the engine lays out the listed views directly.
  public var body: EmptyView { return EmptyView() }

  /// An engine hook: appends the nodes of every listed view, in order.
  public func _makeNodes(into nodes: inout _ViewNodes) {
    view0._makeNodes(into: &nodes)
    view1._makeNodes(into: &nodes)
    view2._makeNodes(into: &nodes)
  }
}

/// The four views of a `@ViewBuilder` block, in order.
public struct TupleView4<C0: View, C1: View, C2: View, C3: View>: View {
  let view0: C0
  let view1: C1
  let view2: C2
  let view3: C3

  /// Nothing; the engine lays out the listed views directly.
  public var body: EmptyView { return EmptyView() }

  /// An engine hook: appends the nodes of every listed view, in order.
  public func _makeNodes(into nodes: inout _ViewNodes) {
    view0._makeNodes(into: &nodes)
    view1._makeNodes(into: &nodes)
    view2._makeNodes(into: &nodes)
    view3._makeNodes(into: &nodes)
  }
}

/// The five views of a `@ViewBuilder` block, in order.
public struct TupleView5<C0: View, C1: View, C2: View, C3: View, C4: View>: View {
  let view0: C0
  let view1: C1
  let view2: C2
  let view3: C3
  let view4: C4

  /// Nothing; the engine lays out the listed views directly.
  public var body: EmptyView { return EmptyView() }

  /// An engine hook: appends the nodes of every listed view, in order.
  public func _makeNodes(into nodes: inout _ViewNodes) {
    view0._makeNodes(into: &nodes)
    view1._makeNodes(into: &nodes)
    view2._makeNodes(into: &nodes)
    view3._makeNodes(into: &nodes)
    view4._makeNodes(into: &nodes)
  }
}

/// The six views of a `@ViewBuilder` block, in order.
public struct TupleView6<C0: View, C1: View, C2: View, C3: View, C4: View, C5: View>: View {
  let view0: C0
  let view1: C1
  let view2: C2
  let view3: C3
  let view4: C4
  let view5: C5

  /// Nothing; the engine lays out the listed views directly.
  public var body: EmptyView { return EmptyView() }

  /// An engine hook: appends the nodes of every listed view, in order.
  public func _makeNodes(into nodes: inout _ViewNodes) {
    view0._makeNodes(into: &nodes)
    view1._makeNodes(into: &nodes)
    view2._makeNodes(into: &nodes)
    view3._makeNodes(into: &nodes)
    view4._makeNodes(into: &nodes)
    view5._makeNodes(into: &nodes)
  }
}

/// The seven views of a `@ViewBuilder` block, in order.
public struct TupleView7<C0: View, C1: View, C2: View, C3: View, C4: View, C5: View, C6: View>: View
{
  let view0: C0
  let view1: C1
  let view2: C2
  let view3: C3
  let view4: C4
  let view5: C5
  let view6: C6

  /// Nothing; the engine lays out the listed views directly.
  public var body: EmptyView { return EmptyView() }

  /// An engine hook: appends the nodes of every listed view, in order.
  public func _makeNodes(into nodes: inout _ViewNodes) {
    view0._makeNodes(into: &nodes)
    view1._makeNodes(into: &nodes)
    view2._makeNodes(into: &nodes)
    view3._makeNodes(into: &nodes)
    view4._makeNodes(into: &nodes)
    view5._makeNodes(into: &nodes)
    view6._makeNodes(into: &nodes)
  }
}

/// The eight views of a `@ViewBuilder` block, in order.
public struct TupleView8<
  C0: View, C1: View, C2: View, C3: View, C4: View, C5: View, C6: View, C7: View
>: View {
  let view0: C0
  let view1: C1
  let view2: C2
  let view3: C3
  let view4: C4
  let view5: C5
  let view6: C6
  let view7: C7

  /// Nothing; the engine lays out the listed views directly.
  public var body: EmptyView { return EmptyView() }

  /// An engine hook: appends the nodes of every listed view, in order.
  public func _makeNodes(into nodes: inout _ViewNodes) {
    view0._makeNodes(into: &nodes)
    view1._makeNodes(into: &nodes)
    view2._makeNodes(into: &nodes)
    view3._makeNodes(into: &nodes)
    view4._makeNodes(into: &nodes)
    view5._makeNodes(into: &nodes)
    view6._makeNodes(into: &nodes)
    view7._makeNodes(into: &nodes)
  }
}

/// The nine views of a `@ViewBuilder` block, in order.
public struct TupleView9<
  C0: View, C1: View, C2: View, C3: View, C4: View, C5: View, C6: View, C7: View, C8: View
>: View {
  let view0: C0
  let view1: C1
  let view2: C2
  let view3: C3
  let view4: C4
  let view5: C5
  let view6: C6
  let view7: C7
  let view8: C8

  /// Nothing; the engine lays out the listed views directly.
  public var body: EmptyView { return EmptyView() }

  /// An engine hook: appends the nodes of every listed view, in order.
  public func _makeNodes(into nodes: inout _ViewNodes) {
    view0._makeNodes(into: &nodes)
    view1._makeNodes(into: &nodes)
    view2._makeNodes(into: &nodes)
    view3._makeNodes(into: &nodes)
    view4._makeNodes(into: &nodes)
    view5._makeNodes(into: &nodes)
    view6._makeNodes(into: &nodes)
    view7._makeNodes(into: &nodes)
    view8._makeNodes(into: &nodes)
  }
}

/// The ten views of a `@ViewBuilder` block, in order.
public struct TupleView10<
  C0: View, C1: View, C2: View, C3: View, C4: View, C5: View, C6: View, C7: View, C8: View, C9: View
>: View {
  let view0: C0
  let view1: C1
  let view2: C2
  let view3: C3
  let view4: C4
  let view5: C5
  let view6: C6
  let view7: C7
  let view8: C8
  let view9: C9

  /// Nothing; the engine lays out the listed views directly.
  public var body: EmptyView { return EmptyView() }

  /// An engine hook: appends the nodes of every listed view, in order.
  public func _makeNodes(into nodes: inout _ViewNodes) {
    view0._makeNodes(into: &nodes)
    view1._makeNodes(into: &nodes)
    view2._makeNodes(into: &nodes)
    view3._makeNodes(into: &nodes)
    view4._makeNodes(into: &nodes)
    view5._makeNodes(into: &nodes)
    view6._makeNodes(into: &nodes)
    view7._makeNodes(into: &nodes)
    view8._makeNodes(into: &nodes)
    view9._makeNodes(into: &nodes)
  }
}

/// The eleven views of a `@ViewBuilder` block, in order.
public struct TupleView11<
  C0: View, C1: View, C2: View, C3: View, C4: View, C5: View, C6: View, C7: View, C8: View,
  C9: View, C10: View
>: View {
  let view0: C0
  let view1: C1
  let view2: C2
  let view3: C3
  let view4: C4
  let view5: C5
  let view6: C6
  let view7: C7
  let view8: C8
  let view9: C9
  let view10: C10

  /// Nothing; the engine lays out the listed views directly.
  public var body: EmptyView { return EmptyView() }

  /// An engine hook: appends the nodes of every listed view, in order.
  public func _makeNodes(into nodes: inout _ViewNodes) {
    view0._makeNodes(into: &nodes)
    view1._makeNodes(into: &nodes)
    view2._makeNodes(into: &nodes)
    view3._makeNodes(into: &nodes)
    view4._makeNodes(into: &nodes)
    view5._makeNodes(into: &nodes)
    view6._makeNodes(into: &nodes)
    view7._makeNodes(into: &nodes)
    view8._makeNodes(into: &nodes)
    view9._makeNodes(into: &nodes)
    view10._makeNodes(into: &nodes)
  }
}

/// The twelve views of a `@ViewBuilder` block, in order.
public struct TupleView12<
  C0: View, C1: View, C2: View, C3: View, C4: View, C5: View, C6: View, C7: View, C8: View,
  C9: View, C10: View, C11: View
>: View {
  let view0: C0
  let view1: C1
  let view2: C2
  let view3: C3
  let view4: C4
  let view5: C5
  let view6: C6
  let view7: C7
  let view8: C8
  let view9: C9
  let view10: C10
  let view11: C11

  /// Nothing; the engine lays out the listed views directly.
  public var body: EmptyView { return EmptyView() }

  /// An engine hook: appends the nodes of every listed view, in order.
  public func _makeNodes(into nodes: inout _ViewNodes) {
    view0._makeNodes(into: &nodes)
    view1._makeNodes(into: &nodes)
    view2._makeNodes(into: &nodes)
    view3._makeNodes(into: &nodes)
    view4._makeNodes(into: &nodes)
    view5._makeNodes(into: &nodes)
    view6._makeNodes(into: &nodes)
    view7._makeNodes(into: &nodes)
    view8._makeNodes(into: &nodes)
    view9._makeNodes(into: &nodes)
    view10._makeNodes(into: &nodes)
    view11._makeNodes(into: &nodes)
  }
}
