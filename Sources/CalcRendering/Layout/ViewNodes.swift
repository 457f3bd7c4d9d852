/// The nodes that views become while a screen is laid out: an engine hook.
///
/// The renderer passes one of these down the view tree through
/// ``View/_makeNodes(into:)``; each primitive view appends its node, and any
/// other view lets its `body` append. You never create or read one.
public struct _ViewNodes: ~Copyable {
  /// Every node made so far, in the order they were made.
  var nodes: LayoutBuffer<LayoutNode>
  /// The texts that `.text` nodes stand for.
  var texts: LayoutBuffer<TextNode>
  /// The buttons that `.button` nodes stand for.
  var buttons: LayoutBuffer<ButtonNode>
  /// What tapping each button does, in the order of `buttons`, when
  /// `collectsTaps` is set; drawing never needs it.
  var taps: [ButtonTap] = []
  /// Whether buttons keep what tapping them does, in `taps`.
  let collectsTaps: Bool
  /// The environment of the view being made.
  var environment: RenderEnvironment
  /// The nodes appended at the current level: the first, the last and how many.
  private var level = (first: LayoutNode.none, last: LayoutNode.none, count: 0)

  init(environment: RenderEnvironment, collectsTaps: Bool = false, capacity: Int = 64) {
    nodes = LayoutBuffer(capacity: capacity)
    texts = LayoutBuffer(capacity: capacity / 4)
    buttons = LayoutBuffer(capacity: capacity / 4)
    self.collectsTaps = collectsTaps
    self.environment = environment
  }

  /// Appends a node at the current level, after the nodes already there.
  mutating func append(
    _ kind: LayoutNode.Kind, children: (first: Int, count: Int) = (LayoutNode.none, 0)
  ) {
    link(make(kind, children: children))
  }

  /// Puts a node made on its own, such as the one ``single(_:)`` returns, at the current level.
  mutating func link(_ index: Int) {
    if level.last == LayoutNode.none {
      level.first = index
    } else {
      nodes[level.last].nextSibling = index
    }
    level.last = index
    level.count += 1
  }

  /// Appends a text's node at the current level.
  mutating func append(_ text: consuming TextNode) {
    let metrics = text.metrics
    append(.text(texts.append(consume text), metrics))
  }

  /// Appends a button's node at the current level, and, when taps are
  /// collected, what tapping it does.
  mutating func append(_ button: consuming ButtonNode, tap: () -> ButtonTap) {
    let metrics = button.metrics
    let index = buttons.append(consume button)
    if collectsTaps { taps.append(tap()) }
    append(.button(index, metrics))
  }

  /// The nodes of `view` on their own, such as a stack's children: the first
  /// and how many follow it.
  mutating func children(of view: some View) -> (first: Int, count: Int) {
    let outer = level
    level = (LayoutNode.none, LayoutNode.none, 0)
    view._makeNodes(into: &self)
    let made = (level.first, level.count)
    level = outer
    return made
  }

  /// The nodes of `view` as one node; several stack in a centred column, as
  /// SwiftUI does with the views of a root or a modified group.
  mutating func single(_ view: some View) -> Int {
    let made = children(of: view)
    if made.count == 1 { return made.first }
    return make(.vstack(VStackNode(alignment: .center, spacing: 0)), children: made)
  }

  /// Adds a node that belongs to no level yet, and returns its index.
  private mutating func make(_ kind: LayoutNode.Kind, children: (first: Int, count: Int)) -> Int {
    // Children are made before their parent, so whether they are rigid is known.
    var isRigid = true
    let spacersFill = LayoutNode.spacersFill(in: kind)
    var child = children.first
    while child != LayoutNode.none {
      if !nodes[child].isRigid || (spacersFill && nodes[child].isSpacer) {
        isRigid = false
        break
      }
      child = nodes[child].nextSibling
    }
    return nodes.append(
      LayoutNode(
        kind: kind, firstChild: children.first, childCount: children.count, isRigid: isRigid))
  }
}
