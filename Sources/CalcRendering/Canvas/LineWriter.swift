/// Writes plain characters along one line of a canvas, left to right, straight into its cells.
///
/// A canvas lends one out for a line (``Canvas/withLine(_:from:_:)``), so a
/// button's brackets, padding and label go in with one look at the canvas
/// instead of one per piece. Plain characters (see
/// `TerminalWidth.isPlainOneColumn`) take one cell each and never join the
/// characters around them. Columns left of the line or past its end are
/// skipped, as the canvas skips them.
struct LineWriter {
  /// The cells of the line.
  private let cells: UnsafeMutableBufferPointer<UInt32>
  /// Whether the canvas holds a wide character, whose two halves must be blanked together.
  private let careful: Bool
  /// The column the next character goes to.
  private(set) var column: Int

  init(cells: UnsafeMutableBufferPointer<UInt32>, careful: Bool, column: Int) {
    self.cells = cells
    self.careful = careful
    self.column = column
  }

  /// Writes text made only of plain characters.
  mutating func write(plain text: String) {
    let wrote: Void? = text.utf8.withContiguousStorageIfAvailable { write(plainUTF8: $0) }
    guard wrote == nil else { return }
    for scalar in text.unicodeScalars { put(scalar.value) }
  }

  /// Writes a constant made only of plain characters, such as a button's bracket.
  @inline(__always)
  mutating func write(plain text: StaticString) {
    let bytes = UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount)
    // A bracket or two of ASCII that fits: a cell a byte, with no call.
    if text.isASCII, !careful, column >= 0, column + bytes.count <= cells.count,
      let base = cells.baseAddress
    {
      for (index, byte) in bytes.enumerated() { base[column + index] = UInt32(byte) }
      column += bytes.count
      return
    }
    write(plainUTF8: bytes)
  }

  /// Writes valid UTF-8 made only of plain characters, which take one to three bytes each.
  mutating func write(plainUTF8 bytes: UnsafeBufferPointer<UInt8>) {
    var index = 0
    let count = bytes.count
    if !careful, column >= 0, let base = cells.baseAddress {
      // ASCII, most text, is a byte a cell, and Latin and Cyrillic two bytes
      // a cell: decoded in place while they last and fit.
      let end = cells.count
      while index < count, column < end {
        let byte = bytes[index]
        if byte < 0x80 {
          base[column] = UInt32(byte)
          index &+= 1
        } else if byte & 0xE0 == 0xC0, index &+ 1 < count {
          base[column] = (UInt32(byte) & 0x1F) << 6 | (UInt32(bytes[index &+ 1]) & 0x3F)
          index &+= 2
        } else {
          break
        }
        column &+= 1
      }
    }
    while index < count {
      if let (value, length) = TerminalWidth.shortScalar(inUTF8: bytes, at: index) {
        put(value)
        index += length
      } else {
        // Never plain: shown as the replacement character rather than lost.
        put(0xFFFD)
        index += 1
        while index < count, bytes[index] & 0xC0 == 0x80 { index += 1 }
      }
    }
  }

  /// Writes `count` copies of a plain character.
  mutating func fill(_ scalar: Unicode.Scalar, count: Int) {
    for _ in 0..<max(count, 0) { put(scalar.value) }
  }

  /// Puts one cell's code at the current column and moves right.
  @inline(__always)
  private mutating func put(_ code: UInt32) {
    defer { column += 1 }
    guard column >= 0, column < cells.count else { return }
    if careful {
      // Writing over half of a wide character blanks its other half.
      if cells[column] == Canvas.continuationCode, column > 0 {
        cells[column - 1] = Canvas.spaceCode
      }
      if cells[column] != Canvas.continuationCode, column + 1 < cells.count,
        cells[column + 1] == Canvas.continuationCode
      {
        cells[column + 1] = Canvas.spaceCode
      }
    }
    cells[column] = code
  }
}
