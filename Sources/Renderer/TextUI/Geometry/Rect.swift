/// A rectangle of cells: where a view was placed and how large it is.
struct Rect: Equatable, Hashable, Sendable, CustomStringConvertible {
  /// The top-left cell.
  var origin: Position
  /// The number of columns and lines covered.
  var size: Size

  var description: String { "\(origin) \(size)" }

  /// A rectangle of `size` whose top-left cell is `origin` moved by `column` and `line`.
  func child(column: Int, line: Int, size: Size) -> Rect {
    Rect(origin: origin.moved(column: column, line: line), size: size)
  }
}
