/// A cell on a canvas: its column from the left and its line from the top, both from 0.
struct Position: Equatable, Hashable, Sendable, CustomStringConvertible {
  /// The column, counted from 0 at the left edge.
  var column: Int
  /// The line, counted from 0 at the top edge.
  var line: Int

  /// The top-left cell.
  static let zero = Position(column: 0, line: 0)

  var description: String { "(\(column), \(line))" }

  /// The cell `column` columns to the right of this one and `line` lines below it.
  func moved(column: Int, line: Int) -> Position {
    Position(column: self.column + column, line: self.line + line)
  }
}
