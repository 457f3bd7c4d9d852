/// The lines of a canvas, lent for writing them as UTF-8.
///
/// It reads the canvas's cells where they are (see ``Canvas/withLines(_:)``
/// and ``Canvas/withSpareRoom(_:)``), so a screen is written from them
/// without copying them first.
struct CanvasLines {
  /// The canvas's codes: its cells, line after line, then each line's span.
  let codes: UnsafeBufferPointer<UInt32>
  /// The canvas's columns and lines.
  let size: Size
  /// The characters of several scalars that cluster codes point to.
  let clusters: [Character]

  /// How many cells ``writeLine(_:to:at:)`` checks and narrows at once.
  private static let run = 16

  /// Writes the UTF-8 bytes of one line, without a line break, into `buffer`
  /// from `offset`, and moves `offset` past them.
  ///
  /// The buffer has room for them, and room to spare after them: see
  /// ``Canvas/utf8Capacity``.
  func writeLine(
    _ line: Int, to buffer: UnsafeMutableBufferPointer<UInt8>, at offset: inout Int
  ) {
    guard let bytes = buffer.baseAddress, let cells = codes.baseAddress else { return }
    let width = size.width
    // Outside the line's written span every cell is blank.
    let span = Canvas.span(code: cells[width * size.height + line], width: width)
    ByteRun.writeSpaces(span.lowerBound, to: bytes, at: &offset)
    encode(cells + line * width + span.lowerBound, count: span.count, into: bytes, at: &offset)
    ByteRun.writeSpaces(width - span.upperBound, to: bytes, at: &offset)
  }

  /// Writes the UTF-8 bytes of `count` cells from `row` into `bytes` at
  /// `offset`, and moves `offset` past them.
  private func encode(
    _ row: UnsafePointer<UInt32>, count: Int, into bytes: UnsafeMutablePointer<UInt8>,
    at offset: inout Int
  ) {
    var position = offset
    var column = 0
    // Most cells are ASCII, one byte each: sixteen at a time are checked
    // together and narrowed in one step; a run with any other code is
    // encoded a cell at a time.
    while column + Self.run <= count {
      let run = UnsafeRawPointer(row + column).loadUnaligned(as: SIMD16<UInt32>.self)
      if Self.isASCII(run) {
        UnsafeMutableRawPointer(bytes + position).storeBytes(
          of: SIMD16<UInt8>(truncatingIfNeeded: run), as: SIMD16<UInt8>.self)
        position += Self.run
      } else {
        encodeOneByOne(row + column, count: Self.run, into: bytes, at: &position)
      }
      column += Self.run
    }
    // The last cells: when every byte so far was one cell, a run that ends
    // with the cells rewrites some of them with the same bytes.
    if column < count, count >= Self.run, position - offset == column {
      let start = count - Self.run
      let run = UnsafeRawPointer(row + start).loadUnaligned(as: SIMD16<UInt32>.self)
      if Self.isASCII(run) {
        UnsafeMutableRawPointer(bytes + offset + start).storeBytes(
          of: SIMD16<UInt8>(truncatingIfNeeded: run), as: SIMD16<UInt8>.self)
        offset += count
        return
      }
    }
    encodeOneByOne(row + column, count: count - column, into: bytes, at: &position)
    offset = position
  }

  /// Writes the UTF-8 bytes of `count` cells from `row` a cell at a time:
  /// ASCII, Latin and Cyrillic inline, anything else through ``encode(_:into:at:)``.
  @inline(__always)
  private func encodeOneByOne(
    _ row: UnsafePointer<UInt32>, count: Int, into bytes: UnsafeMutablePointer<UInt8>,
    at position: inout Int
  ) {
    var index = 0
    while index < count {
      let code = row[index]
      if code < 0x80 {
        bytes[position] = UInt8(truncatingIfNeeded: code)
        position &+= 1
      } else if code < 0x800 {
        bytes[position] = UInt8(truncatingIfNeeded: 0xC0 | code >> 6)
        bytes[position &+ 1] = UInt8(truncatingIfNeeded: 0x80 | code & 0x3F)
        position &+= 2
      } else {
        encode(code, into: bytes, at: &position)
      }
      index &+= 1
    }
  }

  /// Whether sixteen codes are all ASCII: their bits together, below 0x80.
  @inline(__always)
  private static func isASCII(_ run: SIMD16<UInt32>) -> Bool {
    let eight = run.lowHalf | run.highHalf
    let four = eight.lowHalf | eight.highHalf
    let two = four.lowHalf | four.highHalf
    return two[0] | two[1] < 0x80
  }

  /// Writes the UTF-8 bytes of one cell's code at `position` and moves it past them.
  @inline(never)
  private func encode(
    _ code: UInt32, into bytes: UnsafeMutablePointer<UInt8>, at position: inout Int
  ) {
    if code < 0x80 {
      bytes[position] = UInt8(truncatingIfNeeded: code)
      position += 1
    } else if code == Canvas.continuationCode {
      return
    } else if code & Canvas.clusterFlag != 0 {
      for byte in clusters[Int(code & ~Canvas.clusterFlag)].utf8 {
        bytes[position] = byte
        position += 1
      }
    } else if code < 0x800 {
      // Latin and Cyrillic: two bytes.
      bytes[position] = UInt8(truncatingIfNeeded: 0xC0 | code >> 6)
      bytes[position + 1] = UInt8(truncatingIfNeeded: 0x80 | code & 0x3F)
      position += 2
    } else if let scalar = Unicode.Scalar(code) {
      UTF8.encode(scalar) { byte in
        bytes[position] = byte
        position += 1
      }
    }
  }
}
