/// A view that arranges views in rows and aligned columns.
///
/// Each `GridRow` puts its views into the columns left to right; each column
/// is as wide as its widest view, and each view is centred in its cell. A
/// view that is not in a `GridRow` takes a whole row, centred across the
/// grid, as in SwiftUI. Spacing replaces the spacers a stack would need:
///
/// ```swift
/// Grid(horizontalSpacing: 20, verticalSpacing: 10) {
///   GridRow {
///     Button("1") {}
///     Button("2") {}
///     Button("3") {}
///   }
///   GridRow {
///     Button("0") {}
///       .gridCellColumns(3)
///   }
/// }
/// ```
public struct Grid<Content: View>: View {
  let horizontalSpacing: Double?
  let verticalSpacing: Double?
  let content: Content

  /// Creates a grid.
  ///
  /// - Parameters:
  ///   - horizontalSpacing: The points between columns (10 points are two
  ///     columns); `nil` is one column.
  ///   - verticalSpacing: The points between rows (10 points are one line); `nil` is none.
  ///   - content: The rows, top to bottom.
  public init(
    horizontalSpacing: Double? = nil, verticalSpacing: Double? = nil,
    @ViewBuilder content: () -> Content
  ) {
    self.horizontalSpacing = horizontalSpacing
    self.verticalSpacing = verticalSpacing
    self.content = content()
  }

  /// What the engine lays out: this view's own nodes.
  public var body: PrimitiveBody { return PrimitiveBody(self) }
}

extension Grid: PrimitiveView {
  /// Appends the node that lays out this grid.
  func makeNodes(into nodes: inout ViewNodes) {
    nodes.append(
      GridNode(
        rows: nodes.children(of: content),
        horizontalSpacing: horizontalSpacing.map(PointScale.columns) ?? 1,
        verticalSpacing: verticalSpacing.map(PointScale.lines) ?? 0))
  }
}

/// Lays out a `Grid`: measures columns, then rows, then centres each view in its cell.
struct GridNode: LayoutNode {
  /// `GridRowNode`s, and other nodes that take a whole row.
  let rows: [any LayoutNode]
  /// Columns between grid columns, before squeezing.
  let horizontalSpacing: Int
  /// Lines between rows.
  let verticalSpacing: Int
  /// The cells of each row, or `nil` for a view that takes a whole row.
  private let rowCells: [[GridCellNode]?]
  /// The cells of the `GridRowNode`s, row by row.
  private let cellRows: [[GridCellNode]]

  init(rows: [any LayoutNode], horizontalSpacing: Int, verticalSpacing: Int) {
    self.rows = rows
    self.horizontalSpacing = horizontalSpacing
    self.verticalSpacing = verticalSpacing
    rowCells = rows.map { ($0 as? GridRowNode)?.cells }
    cellRows = rowCells.compactMap { $0 }
  }

  /// The grid's columns for a proposal: their widths and the spacing between them.
  struct Columns: Equatable {
    var widths: [Int]
    var spacing: Int

    /// The columns from `first` spanning `count`, with the spacing between them.
    func width(from first: Int, spanning count: Int) -> Int {
      let end = min(first + count, widths.count)
      guard first < end else { return 0 }
      return widths[first..<end].reduce((end - first - 1) * spacing, +)
    }

    /// The column where column `index` starts.
    func start(of index: Int) -> Int { width(from: 0, spanning: index) + (index > 0 ? spacing : 0) }

    var total: Int { width(from: 0, spanning: widths.count) }
  }

  func columns(proposed: Size) -> Columns {
    var count = 0
    for cells in cellRows { count = max(count, cells.reduce(0) { $0 + $1.columns }) }
    var columns = Columns(widths: measure(count: count, offer: proposed.width), spacing: 0)
    let gaps = max(count - 1, 0)
    columns.spacing = StackSpacing.squeezed(
      horizontalSpacing, gaps: gaps, content: columns.widths.reduce(0, +),
      available: proposed.width)
    if columns.total > proposed.width, count > 0 {
      // Too wide even without spacing: every column gets an equal share to wrap in.
      let share = max((proposed.width - columns.spacing * gaps) / count, 1)
      columns.widths = measure(count: count, offer: share)
    }
    widenForSpans(&columns, offer: proposed.width)
    return columns
  }

  func size(proposed: Size) -> Size {
    let columns = columns(proposed: proposed)
    let heights = rowHeights(columns: columns, proposed: proposed)
    var width = columns.total
    for (row, cells) in zip(rows, rowCells) where cells == nil {
      width = max(width, row.size(proposed: proposed).width)
    }
    return Size(
      width: width,
      height: heights.reduce(max(rows.count - 1, 0) * verticalSpacing, +))
  }

  func place(in bounds: Rect) -> [Placement] {
    let columns = columns(proposed: bounds.size)
    let heights = rowHeights(columns: columns, proposed: bounds.size)
    let left = Anchor.middle.offset(of: columns.total, in: bounds.size.width)
    var placements: [Placement] = []
    var line = 0
    for ((row, cells), height) in zip(zip(rows, rowCells), heights) {
      defer { line += height + verticalSpacing }
      guard let cells else {
        let size = row.size(proposed: bounds.size)
        let column = Anchor.middle.offset(of: size.width, in: bounds.size.width)
        placements.append(
          Placement(node: row, bounds: bounds.child(column: column, line: line, size: size)))
        continue
      }
      var first = 0
      for cell in cells {
        let cellWidth = columns.width(from: first, spanning: cell.columns)
        let size = cell.size(proposed: Size(width: cellWidth, height: height))
        let column =
          left + columns.start(of: first) + Anchor.middle.offset(of: size.width, in: cellWidth)
        let top = line + Anchor.middle.offset(of: size.height, in: height)
        placements.append(
          Placement(node: cell, bounds: bounds.child(column: column, line: top, size: size)))
        first += cell.columns
      }
    }
    return placements
  }

  /// The widest single-column view in each of `count` columns, each offered `offer` columns.
  private func measure(count: Int, offer: Int) -> [Int] {
    var widths = Array(repeating: 0, count: count)
    for cells in cellRows {
      var first = 0
      for cell in cells {
        if cell.columns == 1, first < count {
          let width = cell.size(proposed: Size(width: offer, height: Size.unboundedHeight)).width
          widths[first] = max(widths[first], width)
        }
        first += cell.columns
      }
    }
    return widths
  }

  /// Widens the columns under a spanning view that is wider than they are, evenly.
  private func widenForSpans(_ columns: inout Columns, offer: Int) {
    for cells in cellRows {
      var first = 0
      for cell in cells {
        defer { first += cell.columns }
        guard cell.columns > 1 else { continue }
        let span = min(cell.columns, columns.widths.count - first)
        guard span > 0 else { continue }
        let need = cell.size(proposed: Size(width: offer, height: Size.unboundedHeight)).width
        let missing = need - columns.width(from: first, spanning: span)
        guard missing > 0 else { continue }
        for step in 0..<span {
          columns.widths[first + step] += missing / span + (step < missing % span ? 1 : 0)
        }
      }
    }
  }

  private func rowHeights(columns: Columns, proposed: Size) -> [Int] {
    zip(rows, rowCells).map { row, cells in
      guard let cells else {
        return row.size(proposed: proposed).height
      }
      var first = 0
      var height = 0
      for cell in cells {
        let width = columns.width(from: first, spanning: cell.columns)
        height = max(
          height, cell.size(proposed: Size(width: width, height: proposed.height)).height)
        first += cell.columns
      }
      return height
    }
  }
}
