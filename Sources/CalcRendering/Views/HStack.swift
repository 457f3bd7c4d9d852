/// A view that arranges its views in a row, left to right.
///
/// The row fits the width it is offered: spacers share the free columns; a
/// row that is too wide first gives up spacing, then asks its widest views to
/// wrap. Without a `spacing` views are one column apart, like words.
///
/// ```swift
/// HStack(spacing: 20) {
///   Button("1") {}
///   Button("2") {}
/// }
/// ```
public struct HStack<Content: View>: View {
  let alignment: VerticalAlignment
  let spacing: Double?
  let content: Content

  /// Creates a row of views.
  ///
  /// - Parameters:
  ///   - alignment: Where shorter views sit; centred by default.
  ///   - spacing: The points between views (10 points are two columns); `nil` is one column.
  ///   - content: The views, left to right.
  public init(
    alignment: VerticalAlignment = .center, spacing: Double? = nil,
    @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
  }

  /// Nothing; the engine lays out stacks directly.
  public var body: EmptyView { return EmptyView() }
}

extension HStack {
  /// An engine hook: appends the node that lays out this row.
  public func _makeNodes(into nodes: inout _ViewNodes) {
    let children = nodes.children(of: content)
    nodes.append(
      .hstack(
        HStackNode(alignment: alignment, spacing: spacing.map(PointScale.columns) ?? 1)),
      children: children)
  }
}

/// Lays out an `HStack`, and a `GridRow` outside a grid.
struct HStackNode {
  let alignment: VerticalAlignment
  /// Columns between children, before squeezing.
  let spacing: Int

  /// How a grid row lays out its cells outside a grid, which is rare.
  static let gridRow = HStackNode(alignment: .center, spacing: 1)

  /// How a row shares out its columns for one proposal.
  struct Columns {
    /// The columns between children.
    var spacing: Int
    /// Every child's width when the row was too wide and its views were
    /// asked to be narrower; `nil` when each view keeps its own width.
    var squeezed: [Int]?
    /// The columns left free for the spacers to share.
    var free = 0
    /// How many spacers share them.
    var spacers = 0

    /// The width of the child at `position`, counting the spacers seen so far in `spacerRank`.
    func width(
      of child: Int, at position: Int, proposed: Size, spacerRank: inout Int,
      in tree: inout LayoutTree
    ) -> Int {
      if let squeezed { return squeezed[position] }
      guard tree.isSpacer(child) else { return tree.size(of: child, proposed: proposed).width }
      defer { spacerRank += 1 }
      return free / spacers + (spacerRank < free % spacers ? 1 : 0)
    }
  }

  /// How the row's columns are shared out when it is offered `proposed`.
  ///
  /// Spacers share the free columns. A row that is too wide first gives up
  /// spacing, then asks its views to be narrower, least flexible first.
  func columns(of node: Int, proposed: Size, in tree: inout LayoutTree) -> Columns {
    let gaps = max(tree.childCount(of: node) - 1, 0)
    // A rigid row (no spacers) offered its natural width or more, once that
    // is known, squeezes nothing: its views keep their widths, and the
    // spacing is as asked.
    if tree.nodes[node].isRigid, let natural = tree.nodes[node].natural,
      proposed.width >= natural.width
    {
      return Columns(spacing: max(spacing, 0))
    }
    var ideal = 0
    var spacers = 0
    var child = tree.firstChild(of: node)
    while child != LayoutNode.none {
      if tree.isSpacer(child) {
        spacers += 1
      } else {
        ideal += tree.size(of: child, proposed: proposed).width
      }
      child = tree.sibling(after: child)
    }
    let spacing = StackSpacing.squeezed(
      spacing, gaps: gaps, content: ideal, available: proposed.width)
    let available = proposed.width - spacing * gaps
    guard ideal > available else {
      return Columns(spacing: spacing, free: available - ideal, spacers: spacers)
    }
    // Too wide: the rare case, worth its arrays.
    var children: [Int] = []
    var widths: [Int] = []
    var fixed: [Int] = []
    child = tree.firstChild(of: node)
    while child != LayoutNode.none {
      let isSpacer = tree.isSpacer(child)
      if !isSpacer { fixed.append(children.count) }
      children.append(child)
      widths.append(isSpacer ? 0 : tree.size(of: child, proposed: proposed).width)
      child = tree.sibling(after: child)
    }
    // Least flexible first, as SwiftUI does, so narrow views keep their size.
    var remaining = available
    for (done, index) in fixed.sorted(by: { widths[$0] < widths[$1] }).enumerated() {
      let offer = Size(width: remaining / (fixed.count - done), height: proposed.height)
      widths[index] = tree.size(of: children[index], proposed: offer).width
      remaining -= widths[index]
    }
    return Columns(spacing: spacing, squeezed: widths)
  }

  func size(of node: Int, proposed: Size, in tree: inout LayoutTree) -> Size {
    let columns = columns(of: node, proposed: proposed, in: &tree)
    var size = Size(width: max(tree.childCount(of: node) - 1, 0) * columns.spacing, height: 0)
    var position = 0
    var spacerRank = 0
    var child = tree.firstChild(of: node)
    while child != LayoutNode.none {
      let width = columns.width(
        of: child, at: position, proposed: proposed, spacerRank: &spacerRank, in: &tree)
      let offer = Size(width: width, height: proposed.height)
      size.width += width
      size.height = max(size.height, tree.size(of: child, proposed: offer).height)
      position += 1
      child = tree.sibling(after: child)
    }
    return size
  }

  /// Hands each child its bounds, left to right.
  func place(
    _ node: Int, in bounds: Rect, tree: inout LayoutTree, visitor: inout some PlacementVisitor
  ) {
    let columns = columns(of: node, proposed: bounds.size, in: &tree)
    var column = 0
    var position = 0
    var spacerRank = 0
    var child = tree.firstChild(of: node)
    while child != LayoutNode.none {
      let width = columns.width(
        of: child, at: position, proposed: bounds.size, spacerRank: &spacerRank, in: &tree)
      let size = tree.size(of: child, proposed: Size(width: width, height: bounds.size.height))
      let line = alignment.offset(of: size.height, in: bounds.size.height)
      visitor.visit(
        child,
        in: bounds.child(column: column, line: line, size: Size(width: width, height: size.height)),
        tree: &tree)
      column += width + columns.spacing
      position += 1
      child = tree.sibling(after: child)
    }
  }
}
