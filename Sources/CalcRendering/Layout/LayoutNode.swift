/// A laid-out view: what one primitive view is, and where it sits in its ``LayoutTree``.
///
/// Layout runs in three steps, as in SwiftTUI. A parent proposes a size and
/// the node answers the size it wants; the parent decides where each child
/// goes; then every node draws itself into the canvas. Nodes are values kept
/// side by side in one ``LayoutBuffer``, built fresh for every render; a node
/// names its children by their index in that buffer, so a screen's nodes
/// take one allocation and the engine reaches each kind by a `switch`, not
/// through a protocol witness. A node holds no reference: texts and buttons,
/// which hold strings, sit in buffers of their own, so measuring and placing
/// copy nodes without any reference counting.
struct LayoutNode {
  /// Which primitive view the node lays out, with its settings.
  enum Kind {
    /// A `Text` or a `ProgressView`'s frame: its index in `LayoutTree.texts`
    /// and how it is sized when it need not wrap.
    case text(Int, LeafMetrics)
    /// A `Button`: its index in `LayoutTree.buttons` and how it is sized
    /// when its label need not wrap.
    case button(Int, LeafMetrics)
    /// A `Spacer`, which an `HStack` gives its free columns.
    case spacer
    /// Empty space of a fixed size: a spacer in a frame, such as `Spacer().frame(height: 20)`.
    case space(Size)
    /// An `HStack`.
    case hstack(HStackNode)
    /// A `VStack`, or the column that several views of a root or a modified group make.
    case vstack(VStackNode)
    /// A `Grid`.
    case grid(GridNode)
    /// A `GridRow`: its children are its cells.
    case gridRow
    /// A view spanning several columns of a grid row.
    case gridCell(GridCellNode)
    /// A view in a fixed frame.
    case frame(FrameNode)
    /// A view with space around it.
    case padding(PaddingNode)
  }

  /// The index that stands for no node.
  static let none = -1

  /// What the node is.
  var kind: Kind
  /// The index of the first child, or ``none``; 32 bits, like the other
  /// indices, to keep nodes small: a screen has far fewer nodes than that.
  private let first: Int32
  /// How many children follow each other from `firstChild`.
  private let count: Int32
  /// The index of the next child of the same parent, or ``none``.
  private var next = Int32(LayoutNode.none)

  /// The index of the first child, or ``none``.
  var firstChild: Int { Int(first) }
  /// How many children follow each other from `firstChild`.
  var childCount: Int { Int(count) }
  /// The index of the next child of the same parent, or ``none``.
  var nextSibling: Int {
    get { Int(next) }
    set { next = Int32(truncatingIfNeeded: newValue) }
  }
  /// The size this node answered last, and for which width.
  var cache = SizeCache()
  /// Whether the node is rigid: offered at least its natural width, it
  /// always takes its natural size (see ``LayoutTree/naturalSize(of:)``).
  ///
  /// Texts, buttons and spaces are rigid; a container is rigid when all its
  /// children are, except a row with a spacer, which fills whatever width it
  /// is offered. A rigid node offered its natural width or more wraps nothing
  /// and squeezes nothing, so neither does anything inside it.
  let isRigid: Bool
  /// The size the node takes when offered all the width it wants, once asked.
  var natural: Size?

  init(kind: Kind, firstChild: Int = LayoutNode.none, childCount: Int = 0, isRigid: Bool) {
    self.kind = kind
    first = Int32(truncatingIfNeeded: firstChild)
    count = Int32(truncatingIfNeeded: childCount)
    self.isRigid = isRigid
  }

  /// Whether a spacer among the children of a node of this kind fills the
  /// width it is offered: a row's does.
  static func spacersFill(in kind: Kind) -> Bool {
    switch kind {
    case .hstack, .gridRow: return true
    default: return false
    }
  }

  /// Whether a stack gives this node a share of its free room.
  var isSpacer: Bool {
    if case .spacer = kind { return true }
    return false
  }

  /// Whether this node is a `GridRow`, whose children a grid puts in its columns.
  var isGridRow: Bool {
    if case .gridRow = kind { return true }
    return false
  }

  /// The grid columns this node spans as a cell of a grid row: its own count, or 1.
  var columnSpan: Int {
    if case .gridCell(let cell) = kind { return cell.columns }
    return 1
  }
}
