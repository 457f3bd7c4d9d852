import KitSupport

/// A grid of character cells that views draw into, one terminal column per cell.
///
/// A 2-column character takes two cells: its own and a continuation cell to
/// its right, so every line has exactly `size.width` columns when printed.
/// Writing over half of a wide character blanks its other half, so a line
/// never loses or gains a column.
///
/// The cells are one flat array of codes, line after line: a character of one
/// Unicode scalar is that scalar's value, and the rare character of several
/// scalars (an emoji sequence, a letter with a combining mark) is an index
/// into a side table. Drawing and printing a screen then never builds a
/// `String` per cell.
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
  /// The cells, line after line, each a code as described above.
  private var codes: [UInt32]
  /// The characters of several scalars, which codes with `clusterFlag` point to.
  private var clusters: [Character] = []

  /// The code of a blank cell.
  private static let space = UInt32(0x20)
  /// The code of the right half of a wide character; no scalar has it.
  private static let continuationCode = UInt32.max
  /// Marks a code whose low bits index `clusters`; no scalar has this bit.
  private static let clusterFlag = UInt32(1) << 31

  /// A blank canvas.
  init(size: Size) {
    self.size = Size(width: max(size.width, 0), height: max(size.height, 0))
    codes = Array(repeating: Self.space, count: self.size.width * self.size.height)
  }

  /// The cell at a position; blank outside the grid.
  subscript(position: Position) -> Cell {
    guard contains(position) else { return .character(" ") }
    return cell(for: codes[index(of: position)])
  }

  static func == (lhs: Canvas, rhs: Canvas) -> Bool {
    guard lhs.size == rhs.size else { return false }
    return zip(lhs.codes, rhs.codes).allSatisfy { left, right in
      (left == right && left & clusterFlag == 0) || lhs.cell(for: left) == rhs.cell(for: right)
    }
  }

  /// Writes one line of text from `position` to the right.
  ///
  /// Layout sizes views so that text always fits; a character that would
  /// cross the right edge is not drawn, which tests catch as a missing
  /// character. A 0-column character joins the character before it.
  mutating func write(_ text: some StringProtocol, at position: Position) {
    let scalars = text.unicodeScalars
    // Plain scalars are one character and one column each: no grapheme breaking needed.
    guard scalars.allSatisfy(TerminalWidth.isPlainOneColumn) else {
      writeCharacters(text, at: position)
      return
    }
    guard (0..<size.height).contains(position.line) else { return }
    var column = position.column
    for scalar in scalars {
      if (0..<size.width).contains(column) {
        set(scalar.value, atLine: position.line, column: column)
      }
      column += 1
    }
  }

  /// Writes `count` copies of a 1-column ASCII character from `position` to the right.
  mutating func fill(_ byte: UInt8, count: Int, at position: Position) {
    fill(Unicode.Scalar(byte), count: count, at: position)
  }

  /// Writes `count` copies of a plain 1-column scalar (see
  /// `TerminalWidth.isPlainOneColumn`) from `position` to the right.
  mutating func fill(_ scalar: Unicode.Scalar, count: Int, at position: Position) {
    guard (0..<size.height).contains(position.line) else { return }
    let first = max(position.column, 0)
    let end = min(position.column + count, size.width)
    guard first < end else { return }
    for column in first..<end { set(scalar.value, atLine: position.line, column: column) }
  }

  /// Writes text one grapheme cluster at a time, for wide characters and combining marks.
  private mutating func writeCharacters(_ text: some StringProtocol, at position: Position) {
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
        set(code(for: character), atLine: here.line, column: here.column)
        if width == 2 { set(Self.continuationCode, atLine: right.line, column: right.column) }
      }
      column += width
    }
  }

  /// The lines of the grid as text, each exactly `size.width` columns wide.
  var lines: [String] {
    (0..<size.height).map { line in
      var bytes: [UInt8] = []
      bytes.reserveCapacity(size.width)
      appendLine(line, to: &bytes)
      return String(decoding: bytes, as: UTF8.self)
    }
  }

  /// Appends the UTF-8 bytes of one line, without a line break.
  func appendLine(_ line: Int, to bytes: inout [UInt8]) {
    let start = line * size.width
    for code in codes[start..<(start + size.width)] {
      if code < 0x80 {
        bytes.append(UInt8(truncatingIfNeeded: code))
      } else if code == Self.continuationCode {
        continue
      } else if code & Self.clusterFlag != 0 {
        bytes.append(contentsOf: clusters[Int(code & ~Self.clusterFlag)].utf8)
      } else if let scalar = Unicode.Scalar(code) {
        UTF8.encode(scalar) { bytes.append($0) }
      }
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
    var rows: [UInt32] = []
    var count = 0
    for line in 0..<size.height {
      let row = codes[(line * size.width)..<((line + 1) * size.width)]
      var start = row.startIndex
      repeat {
        var end = min(start + width, row.endIndex)
        if end < row.endIndex, row[end] == Self.continuationCode { end -= 1 }
        rows += row[start..<end]
        rows += repeatElement(Self.space, count: width - (end - start))
        count += 1
        start = end
      } while start < row.endIndex
    }
    var folded = Canvas(size: Size(width: width, height: count))
    folded.codes = rows
    folded.clusters = clusters
    return folded
  }

  private func contains(_ position: Position) -> Bool {
    (0..<size.width).contains(position.column) && (0..<size.height).contains(position.line)
  }

  private func index(of position: Position) -> Int {
    position.line * size.width + position.column
  }

  private func cell(for code: UInt32) -> Cell {
    if code == Self.continuationCode { return .continuation }
    if code & Self.clusterFlag != 0 { return .character(clusters[Int(code & ~Self.clusterFlag)]) }
    return .character(Unicode.Scalar(code).map(Character.init) ?? " ")
  }

  /// The code of a character: its scalar's value, or a new entry in `clusters`.
  private mutating func code(for character: Character) -> UInt32 {
    let scalars = character.unicodeScalars
    if let only = scalars.first, scalars.index(after: scalars.startIndex) == scalars.endIndex {
      return only.value
    }
    clusters.append(character)
    return Self.clusterFlag | UInt32(clusters.count - 1)
  }

  /// Puts a cell in place, blanking the halves of any wide character it overlaps.
  private mutating func set(_ code: UInt32, atLine line: Int, column: Int) {
    let index = line * size.width + column
    let old = codes[index]
    if old == Self.continuationCode, code != Self.continuationCode, column > 0 {
      codes[index - 1] = Self.space
    }
    if old != Self.continuationCode, column + 1 < size.width,
      codes[index + 1] == Self.continuationCode
    {
      codes[index + 1] = Self.space
    }
    codes[index] = code
  }

  /// Adds a 0-column character to the character that ends just before `position`.
  ///
  /// A mark that would not join that character into one grapheme cluster
  /// (text prepared by `TextWrapper` has none) is dropped: it has no column of
  /// its own to go to.
  private mutating func append(_ mark: Character, before position: Position) {
    var column = position.column - 1
    while column >= 0, (0..<size.height).contains(position.line),
      column < size.width,
      codes[index(of: Position(column: column, line: position.line))]
        == Self.continuationCode
    {
      column -= 1
    }
    let target = Position(column: column, line: position.line)
    guard contains(target), case .character(let base) = self[target] else { return }
    let joined = String(base) + String(mark)
    guard let character = joined.first, joined.count == 1 else { return }
    codes[index(of: target)] = code(for: character)
  }
}
