/// One of two views, as an `if`/`else` or a `switch` in a `@ViewBuilder` chooses it.
///
/// SwiftUI calls this type `_ConditionalContent`. The branch is chosen when
/// the view is built; the engine lays out only that branch's views. You
/// never create one yourself.
public struct ConditionalContent<First: View, Second: View>: View {
  /// The branch that was chosen.
  enum Branch {
    /// The `if`, or the first `case`.
    case first(First)
    /// The `else`, or a later `case`.
    case second(Second)
  }

  /// The view of the chosen branch.
  let chosen: Branch

  /// What the engine lays out: this view's own nodes.
  public var body: PrimitiveBody { return PrimitiveBody(self) }
}

extension ConditionalContent: PrimitiveView {
  func makeNodes(into nodes: inout ViewNodes) {
    switch chosen {
    case .first(let view): nodes.add(view)
    case .second(let view): nodes.add(view)
    }
  }
}
