/// A grid of character cells that views draw into, one terminal column per cell.
///
/// A 2-column character takes two cells: its own and a continuation cell to
/// its right, so every line has exactly `size.width` columns when printed.
/// Writing over half of a wide character blanks its other half, so a line
/// never loses or gains a column.
struct Canvas: Equatable, Sendable {
  /// One terminal column.
  enum Cell: Equatable, Sendable {
    /// A character that starts in this column.
    case character(Character)
    /// The right half of the 2-column character to the left.
    case continuation
  }

  /// The columns and lines of the grid.
  let size: Size
  private var cells: [[Cell]]

  /// A blank canvas.
  init(size: Size) {
    self.size = Size(width: max(size.width, 0), height: max(size.height, 0))
    cells = Array(
      repeating: Array(repeating: .character(" "), count: self.size.width),
      count: self.size.height)
  }

  /// The cell at a position; blank outside the grid.
  subscript(position: Position) -> Cell {
    guard contains(position) else { return .character(" ") }
    return cells[position.line][position.column]
  }

  /// Writes one line of text from `position` to the right.
  ///
  /// Layout sizes views so that text always fits; a character that would
  /// cross the right edge is not drawn, which tests catch as a missing
  /// character. A 0-column character joins the character before it.
  mutating func write(_ text: some StringProtocol, at position: Position) {
    var column = position.column
    for character in text {
      let width = TerminalWidth.columns(of: character)
      if width == 0 {
        append(character, before: Position(column: column, line: position.line))
        continue
      }
      let here = Position(column: column, line: position.line)
      let right = Position(column: column + 1, line: position.line)
      if contains(here), width == 1 || contains(right) {
        set(.character(character), at: here)
        if width == 2 { set(.continuation, at: right) }
      }
      column += width
    }
  }

  /// The lines of the grid as text, each exactly `size.width` columns wide.
  var lines: [String] {
    cells.map { row in
      var line = ""
      line.reserveCapacity(row.count)
      for case .character(let character) in row { line.append(character) }
      return line
    }
  }

  /// The same cells in lines of at most `width` columns: each line that is too
  /// long continues on the lines below it instead of being cut.
  ///
  /// A wide character is never split; the line before it ends one column early
  /// and is padded with a space.
  func folded(toWidth width: Int) -> Canvas {
    let width = max(width, 2)
    guard size.width > width else { return self }
    var rows: [[Cell]] = []
    for row in cells {
      var start = 0
      repeat {
        var end = min(start + width, row.count)
        if end < row.count, row[end] == .continuation { end -= 1 }
        var piece = Array(row[start..<end])
        piece += Array(repeating: .character(" "), count: width - piece.count)
        rows.append(piece)
        start = end
      } while start < row.count
    }
    var folded = Canvas(size: Size(width: width, height: rows.count))
    folded.cells = rows
    return folded
  }

  private func contains(_ position: Position) -> Bool {
    (0..<size.width).contains(position.column) && (0..<size.height).contains(position.line)
  }

  /// Puts a cell in place, blanking the halves of any wide character it overlaps.
  private mutating func set(_ cell: Cell, at position: Position) {
    let (line, column) = (position.line, position.column)
    let old = cells[line][column]
    if old == .continuation, cell != .continuation, column > 0 {
      cells[line][column - 1] = .character(" ")
    }
    if old != .continuation, column + 1 < size.width, cells[line][column + 1] == .continuation {
      cells[line][column + 1] = .character(" ")
    }
    cells[line][column] = cell
  }

  /// Adds a 0-column character to the character that ends just before `position`.
  private mutating func append(_ mark: Character, before position: Position) {
    var column = position.column - 1
    while column >= 0, cells.indices.contains(position.line),
      column < size.width, cells[position.line][column] == .continuation
    {
      column -= 1
    }
    let target = Position(column: column, line: position.line)
    guard contains(target), case .character(let base) = self[target] else { return }
    cells[position.line][column] = .character(Character(String(base) + String(mark)))
  }
}
