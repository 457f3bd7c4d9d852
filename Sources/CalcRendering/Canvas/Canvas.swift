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
///
/// After the cells, the same array keeps one more code per line: the span of
/// columns anything was written to. Every cell outside it is blank, so a
/// line is printed as spaces around its span, and a line nothing was written
/// to as spaces only. A canvas drawn for a screen keeps room after that for
/// the screen's bytes (``withSpareRoom(_:)``), so printing it allocates no
/// second buffer.
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
  /// The cells, line after line, each a code as described above; then each
  /// line's written span (see ``span(ofLine:)``); then any spare room.
  private var codes: [UInt32]
  /// The characters of several scalars, which codes with `clusterFlag` point to.
  private var clusters: [Character] = []
  /// Whether any 2-column character was ever written; until then a cell is
  /// set without looking at its neighbours.
  private var hasWideCharacters = false

  /// The code of a blank cell.
  static let spaceCode = UInt32(0x20)
  /// The code of the right half of a wide character; no scalar has it.
  static let continuationCode = UInt32.max
  /// Marks a code whose low bits index `clusters`; no scalar has this bit.
  static let clusterFlag = UInt32(1) << 31

  /// The span code of a line nothing was written to: it starts past its end.
  private static let emptySpan = UInt32(0xFFFF)
  /// The widest canvas whose spans are kept; a wider one prints every column of every line.
  private static let widestSpanned = 0xFFFE

  /// A blank canvas, with room for at least `spareBytes` more bytes after
  /// its cells in the same memory (see ``withSpareRoom(_:)``).
  init(size: Size, spareBytes: Int = 0) {
    self.size = Size(width: max(size.width, 0), height: max(size.height, 0))
    let (width, height) = (self.size.width, self.size.height)
    let spare = (max(spareBytes, 0) + 3) / 4
    codes = [UInt32](unsafeUninitializedCapacity: width * height + height + spare) {
      codes, initialized in
      guard let base = codes.baseAddress else { return }
      base.initialize(repeating: Self.spaceCode, count: width * height)
      let span = width > Self.widestSpanned ? Self.spanCode(from: 0, to: width) : Self.emptySpan
      (base + width * height).initialize(repeating: span, count: height)
      // The room is only ever written before it is read (see `withSpareRoom`):
      // its codes are trivial values, left as they are rather than cleared.
      initialized = width * height + height + spare
    }
  }

  /// The codes of a canvas: `cells`, then a span per line, empty unless
  /// `written`, when it is the whole line.
  private static func codes(
    cells: some Collection<UInt32>, width: Int, height: Int, written: Bool
  ) -> [UInt32] {
    let span = written || width > widestSpanned ? spanCode(from: 0, to: width) : emptySpan
    let count = cells.count
    return [UInt32](unsafeUninitializedCapacity: count + height) { codes, initialized in
      guard let base = codes.baseAddress else { return }
      var cellsCopied = false
      cells.withContiguousStorageIfAvailable { cells in
        if let cells = cells.baseAddress { base.initialize(from: cells, count: count) }
        cellsCopied = true
      }
      if !cellsCopied { _ = codes.initialize(from: cells) }
      (base + count).initialize(repeating: span, count: height)
      initialized = count + height
    }
  }

  /// The code of the span from `start` up to `end`, columns within the widest spanned canvas.
  private static func spanCode(from start: Int, to end: Int) -> UInt32 {
    UInt32(truncatingIfNeeded: min(start, 0xFFFF)) | UInt32(truncatingIfNeeded: min(end, 0xFFFF))
      << 16
  }

  /// The columns of a line that anything was written to, from the first to the last.
  ///
  /// Every other cell of the line is blank. Empty for a line nothing was written to.
  func span(ofLine line: Int) -> Range<Int> {
    Self.span(code: codes[size.width * size.height + line], width: size.width)
  }

  /// The span a span code stands for, on a line `width` columns wide.
  static func span(code: UInt32, width: Int) -> Range<Int> {
    let start = Int(code & 0xFFFF)
    let end = code >> 16 == 0xFFFF ? width : Int(code >> 16)
    return start < end ? start..<end : 0..<0
  }

  /// Widens a line's span to take in the columns from `start` up to `end`.
  private mutating func markWritten(line: Int, from start: Int, to end: Int) {
    let size = size
    codes.withUnsafeMutableBufferPointer { codes in
      Self.markWritten(line: line, from: start, to: end, size: size, in: codes)
    }
  }

  /// Widens the span of a line of a canvas of `size`, whose codes are `codes`.
  @inline(__always)
  private static func markWritten(
    line: Int, from start: Int, to end: Int, size: Size,
    in codes: UnsafeMutableBufferPointer<UInt32>
  ) {
    let start = max(start, 0)
    let end = min(end, size.width)
    guard start < end, size.width <= widestSpanned else { return }
    let index = size.width * size.height + line
    let old = codes[index]
    codes[index] = spanCode(from: min(start, Int(old & 0xFFFF)), to: max(end, Int(old >> 16)))
  }

  /// The cell at a position; blank outside the grid.
  subscript(position: Position) -> Cell {
    guard contains(position) else { return .character(" ") }
    return cell(for: codes[index(of: position)])
  }

  static func == (lhs: Canvas, rhs: Canvas) -> Bool {
    guard lhs.size == rhs.size else { return false }
    let cells = lhs.size.width * lhs.size.height
    return zip(lhs.codes[..<cells], rhs.codes[..<cells]).allSatisfy { left, right in
      (left == right && left & clusterFlag == 0) || lhs.cell(for: left) == rhs.cell(for: right)
    }
  }

  /// Writes one line of text from `position` to the right.
  ///
  /// Layout sizes views so that text always fits; a character that would
  /// cross the right edge is not drawn, which tests catch as a missing
  /// character. A 0-column character joins the character before it.
  mutating func write(_ text: some StringProtocol, at position: Position) {
    // Most text on a screen is plain (see `TerminalWidth.isPlainOneColumn`):
    // one scalar and one column per character, decoded straight from its bytes.
    let wrotePlain = text.utf8.withContiguousStorageIfAvailable { bytes in
      writePlain(bytes, at: position)
    }
    if wrotePlain == true { return }
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

  /// Writes one line of text that is known to be plain (see
  /// `TerminalWidth.isPlainOneColumn`) from `position` to the right: one cell
  /// per scalar, with no check of the characters.
  mutating func write(plain text: String, at position: Position) {
    withLine(position.line, from: position.column) { $0.write(plain: text) }
  }

  /// Writes UTF-8 made only of plain scalars, one cell each; `false`, writing
  /// nothing, when one is not plain.
  private mutating func writePlain(_ bytes: UnsafeBufferPointer<UInt8>, at position: Position)
    -> Bool
  {
    guard TerminalWidth.plainColumns(ofUTF8: bytes) != nil else { return false }
    withLine(position.line, from: position.column) { $0.write(plainUTF8: bytes) }
    return true
  }

  /// Writes `count` copies of a 1-column ASCII character from `position` to the right.
  mutating func fill(_ byte: UInt8, count: Int, at position: Position) {
    fill(Unicode.Scalar(byte), count: count, at: position)
  }

  /// Writes `count` copies of a plain 1-column scalar (see
  /// `TerminalWidth.isPlainOneColumn`) from `position` to the right.
  mutating func fill(_ scalar: Unicode.Scalar, count: Int, at position: Position) {
    withLine(position.line, from: position.column) { $0.fill(scalar, count: count) }
  }

  /// Lends `body` a writer for plain characters along one line, from `column`
  /// to the right; a line outside the grid takes nothing.
  mutating func withLine(_ line: Int, from column: Int, _ body: (inout LineWriter) -> Void) {
    guard (0..<size.height).contains(line) else { return }
    let width = size.width
    let careful = hasWideCharacters
    let size = size
    codes.withUnsafeMutableBufferPointer { codes in
      var writer = LineWriter(
        cells: UnsafeMutableBufferPointer(rebasing: codes[(line * width)..<((line + 1) * width)]),
        careful: careful, column: column)
      body(&writer)
      Self.markWritten(line: line, from: column, to: writer.column, size: size, in: codes)
    }
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
    let capacity = size.width * 4 + clusters.reduce(0) { $0 + $1.utf8.count } + ByteRun.spare
    return (0..<size.height).map { line in
      String(unsafeUninitializedCapacity: capacity) { buffer in
        var offset = 0
        writeLine(line, to: buffer, at: &offset)
        return offset
      }
    }
  }

  /// The most UTF-8 bytes that the lines of the grid can take, and the room
  /// ``writeLine(_:to:at:)`` needs to spare after them (see `ByteRun`): room
  /// enough to write every line, without counting them first.
  var utf8Capacity: Int {
    var bytes = Self.utf8Capacity(of: size)
    for cluster in clusters { bytes += cluster.utf8.count }
    return bytes
  }

  /// ``utf8Capacity`` of a canvas of `size` whose characters are each one
  /// scalar, as before anything is drawn: four bytes a cell, and the room to spare.
  static func utf8Capacity(of size: Size) -> Int {
    size.width * size.height * 4 + ByteRun.spare
  }

  /// Writes the UTF-8 bytes of one line, without a line break, into `buffer`
  /// from `offset`, and moves `offset` past them.
  ///
  /// The buffer has room for them, and room to spare after them: see ``utf8Capacity``.
  func writeLine(
    _ line: Int, to buffer: UnsafeMutableBufferPointer<UInt8>, at offset: inout Int
  ) {
    withLines { $0.writeLine(line, to: buffer, at: &offset) }
  }

  /// Lends `body` the canvas's lines, to write them as UTF-8.
  func withLines<Result>(_ body: (CanvasLines) -> Result) -> Result {
    let (size, clusters) = (size, clusters)
    return codes.withUnsafeBufferPointer { codes in
      body(CanvasLines(codes: codes, size: size, clusters: clusters))
    }
  }

  /// The bytes of room the canvas holds after its cells (see ``init(size:spareBytes:)``).
  var spareBytes: Int { (codes.count - size.width * size.height - size.height) * 4 }

  /// Lends `body` the canvas's lines and the room after its cells, so that
  /// what is written from the lines needs no memory of its own.
  mutating func withSpareRoom<Result>(
    _ body: (CanvasLines, UnsafeMutableBufferPointer<UInt8>) -> Result
  ) -> Result {
    let (size, clusters) = (size, clusters)
    let used = size.width * size.height + size.height
    return codes.withUnsafeMutableBufferPointer { codes in
      let lines = CanvasLines(
        codes: UnsafeBufferPointer(rebasing: codes[..<used]), size: size, clusters: clusters)
      return UnsafeMutableBufferPointer(rebasing: codes[used...]).withMemoryRebound(
        to: UInt8.self
      ) { room in body(lines, room) }
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
        rows += repeatElement(Self.spaceCode, count: width - (end - start))
        count += 1
        start = end
      } while start < row.endIndex
    }
    var folded = Canvas(size: Size(width: width, height: count))
    folded.codes = Self.codes(cells: rows, width: width, height: count, written: true)
    folded.clusters = clusters
    folded.hasWideCharacters = hasWideCharacters
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
    markWritten(line: line, from: column, to: column + 1)
    if code == Self.continuationCode { hasWideCharacters = true }
    guard hasWideCharacters else {
      codes[index] = code
      return
    }
    let old = codes[index]
    if old == Self.continuationCode, code != Self.continuationCode, column > 0 {
      codes[index - 1] = Self.spaceCode
    }
    if old != Self.continuationCode, column + 1 < size.width,
      codes[index + 1] == Self.continuationCode
    {
      codes[index + 1] = Self.spaceCode
    }
    codes[index] = code
  }

  /// Adds a 0-column character to the character that ends just before `position`.
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
    codes[index(of: target)] = code(for: Character(String(base) + String(mark)))
  }
}
