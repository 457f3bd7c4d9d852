import TextWidth

/// A grid of character cells that views draw into, one terminal column per cell.
///
/// A 2-column character takes two cells: its own and a continuation cell to
/// its right, so every line has exactly `size.width` columns when printed.
/// Writing over half of a wide character blanks its other half, so a line
/// never loses or gains a column.
struct Canvas: Equatable {
  /// One terminal column.
  enum Cell: Equatable, Sendable {
    /// A character that starts in this column.
    case character(Character)
    /// The right half of the 2-column character to the left.
    case continuation

    /// An empty column.
    static let blank = Cell.character(" ")
  }

  /// The columns and lines of the grid.
  let size: Size
  /// The lines of the grid, top to bottom, each `size.width` cells long.
  private var cells: [[Cell]]
  /// The buttons drawn so far, in the order they were drawn, where they were drawn.
  var buttons: [PlacedButton] = []

  /// A blank canvas.
  init(size: Size) {
    let size = Size(width: max(size.width, 0), height: max(size.height, 0))
    self.init(size: size, cells: Array(repeating: Self.blankLine(size.width), count: size.height))
  }

  private init(size: Size, cells: [[Cell]]) {
    self.size = size
    self.cells = cells
  }

  private static func blankLine(_ width: Int) -> [Cell] {
    Array(repeating: .blank, count: width)
  }

  /// The cell at a position; blank outside the grid.
  subscript(position: Position) -> Cell {
    guard contains(position) else { return .blank }
    return cells[position.line][position.column]
  }

  /// Writes one line of text from `position` to the right, one character at a time.
  ///
  /// Each character takes as many cells as `TerminalWidth` gives it columns.
  /// Layout sizes views so that text always fits; a character that would
  /// cross the right edge is not drawn, which tests catch as a missing
  /// character. A 0-column character joins the character before it.
  mutating func write(_ text: some StringProtocol, at position: Position) {
    var column = position.column
    for character in text {
      let here = Position(column: column, line: position.line)
      switch TerminalWidth.columns(of: character) {
      case 0:
        join(character, toCharacterBefore: here)
      case 1:
        put(.character(character), at: here)
        column += 1
      default:
        let right = Position(column: column + 1, line: position.line)
        if contains(here), contains(right) {
          put(.character(character), at: here)
          put(.continuation, at: right)
        }
        column += 2
      }
    }
  }

  /// The lines of the grid as text, each exactly `size.width` columns wide.
  var lines: [String] {
    cells.map { line in
      var text = ""
      for case .character(let character) in line { text.append(character) }
      return text
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
    var folded: [[Cell]] = []
    for line in cells {
      var start = 0
      repeat {
        var end = min(start + width, line.count)
        if end < line.count, line[end] == .continuation { end -= 1 }
        folded.append(Array(line[start..<end]) + Self.blankLine(width - (end - start)))
        start = end
      } while start < line.count
    }
    var canvas = Canvas(size: Size(width: width, height: folded.count), cells: folded)
    canvas.buttons = buttons
    return canvas
  }

  /// Two canvases are equal when their cells are: the buttons drawn are not compared.
  static func == (left: Canvas, right: Canvas) -> Bool {
    left.size == right.size && left.cells == right.cells
  }

  private func contains(_ position: Position) -> Bool {
    (0..<size.width).contains(position.column) && (0..<size.height).contains(position.line)
  }

  /// Puts a cell in place, blanking the halves of any wide character it overlaps.
  private mutating func put(_ cell: Cell, at position: Position) {
    guard contains(position) else { return }
    let (line, column) = (position.line, position.column)
    let old = cells[line][column]
    if old == .continuation, cell != .continuation, column > 0 {
      cells[line][column - 1] = .blank
    }
    if old != .continuation, column + 1 < size.width, cells[line][column + 1] == .continuation {
      cells[line][column + 1] = .blank
    }
    cells[line][column] = cell
  }

  /// Adds a 0-column character to the character that ends just before `position`.
  ///
  /// A mark that would not join that character into one grapheme cluster
  /// (text wrapped by `TextWrapper` has none) is dropped: it has no column of
  /// its own to go to.
  private mutating func join(_ mark: Character, toCharacterBefore position: Position) {
    var target = Position(column: position.column - 1, line: position.line)
    while self[target] == .continuation { target.column -= 1 }
    guard contains(target), case .character(let base) = self[target] else { return }
    let joined = String(base) + String(mark)
    guard let character = joined.first, joined.count == 1 else { return }
    cells[target.line][target.column] = .character(character)
  }
}
