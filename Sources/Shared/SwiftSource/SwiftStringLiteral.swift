/// Reads the value of a Swift string literal from its source, as the compiler would.
///
/// It knows plain, multi-line and raw literals: escapes (`\n`, `\t`, `\r`, `\0`, `\\`,
/// `\"`, `\'`, `\u{…}`, with the raw literal's `#`s after the `\`), a multi-line
/// literal's indentation (the closing delimiter's, taken off every line), its line
/// continuations (a `\` that ends a line) and its line endings (CRLF reads as LF).
/// A literal that interpolates a value, or that Swift would reject, has no value here.
package enum SwiftStringLiteral {
  /// Why a literal has no value that can be read from its source.
  package enum Failure: Error, Equatable {
    /// The literal interpolates a value with `\( )`.
    case interpolation
    /// The literal is not one the compiler would accept.
    case malformed
  }

  /// The delimiters of a literal that starts at an offset.
  struct Delimiters {
    /// How many `#`s make it raw.
    var hashes: Int
    var isMultiLine: Bool
    /// The offset after the opening delimiter.
    var contentStart: Int
    /// What starts an escape: `\` and the literal's `#`s.
    var escape: [UInt8]
    /// The closing delimiter: one or three `"`, then the `#`s.
    var closing: [UInt8]

    init(_ bytes: [UInt8], at start: Int) {
      var index = start
      while index < bytes.count, bytes[index] == UInt8(ascii: "#") { index += 1 }
      hashes = index - start
      let quotes = Array("\"\"\"".utf8)
      isMultiLine =
        index + 3 <= bytes.count && bytes[index..<index + 3].elementsEqual(quotes)
      contentStart = index + (isMultiLine ? 3 : 1)
      let hashBytes = [UInt8](repeating: UInt8(ascii: "#"), count: hashes)
      escape = [UInt8(ascii: "\\")] + hashBytes
      closing = (isMultiLine ? quotes : [UInt8(ascii: "\"")]) + hashBytes
    }
  }

  /// The value of the literal that spans `range` of `bytes`, exactly as compiled.
  package static func value(in bytes: [UInt8], range: Range<Int>) throws(Failure) -> String {
    let delimiters = Delimiters(bytes, at: range.lowerBound)
    let contentEnd = range.upperBound - delimiters.closing.count
    guard contentEnd >= delimiters.contentStart else { throw .malformed }
    let content = Array(bytes[delimiters.contentStart..<contentEnd])
    guard delimiters.isMultiLine else {
      return String(
        decoding: try unescaped([content[...]], escape: delimiters.escape), as: UTF8.self)
    }
    return String(
      decoding: try unescaped(try multiLineRows(content), escape: delimiters.escape),
      as: UTF8.self)
  }

  /// A multi-line literal's rows, without the first and last line breaks and with the
  /// closing delimiter's indentation taken off each.
  private static func multiLineRows(_ content: [UInt8]) throws(Failure) -> [ArraySlice<UInt8>] {
    var rows = content.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
      .map { $0.last == UInt8(ascii: "\r") ? $0.dropLast() : $0 }
    // The opening `"""` ends its line; the closing one starts after its indentation.
    guard rows.count >= 2, rows[0].allSatisfy(isSpace), let indentation = rows.last,
      indentation.allSatisfy(isSpace)
    else { throw .malformed }
    rows = Array(rows.dropFirst().dropLast())
    return try rows.map { (row) throws(Failure) -> ArraySlice<UInt8> in
      if row.starts(with: indentation) { return row.dropFirst(indentation.count) }
      guard row.allSatisfy(isSpace) else { throw .malformed }
      return row[row.endIndex...]
    }
  }

  /// The rows joined by newlines, with escapes replaced and continuations joined.
  private static func unescaped(_ rows: [ArraySlice<UInt8>], escape: [UInt8]) throws(Failure)
    -> [UInt8]
  {
    var value: [UInt8] = []
    for (number, row) in rows.enumerated() {
      var index = row.startIndex
      var continues = false
      while index < row.endIndex {
        guard row[index...].starts(with: escape) else {
          value.append(row[index])
          index += 1
          continue
        }
        index += escape.count
        guard index < row.endIndex else {
          // A `\` at the end of a multi-line literal's row joins it to the next.
          guard rows.count > 1, number < rows.count - 1 else { throw .malformed }
          continues = true
          break
        }
        let (bytes, length) = try escaped(row[index...])
        value += bytes
        index += length
      }
      if number < rows.count - 1, !continues { value.append(UInt8(ascii: "\n")) }
    }
    return value
  }

  /// What the escape after a `\` (and the raw literal's `#`s) stands for, and how many
  /// bytes it takes.
  private static func escaped(_ rest: ArraySlice<UInt8>) throws(Failure) -> ([UInt8], Int) {
    guard let first = rest.first else { throw .malformed }
    switch first {
    case UInt8(ascii: "n"): return ([0x0A], 1)
    case UInt8(ascii: "t"): return ([0x09], 1)
    case UInt8(ascii: "r"): return ([0x0D], 1)
    case UInt8(ascii: "0"): return ([0x00], 1)
    case UInt8(ascii: "\\"), UInt8(ascii: "\""), UInt8(ascii: "'"): return ([first], 1)
    case UInt8(ascii: "("): throw .interpolation
    case UInt8(ascii: "u"):
      let digits = rest.dropFirst()
      guard digits.first == UInt8(ascii: "{"), let close = digits.firstIndex(of: UInt8(ascii: "}"))
      else { throw .malformed }
      let hex = String(decoding: digits[(digits.startIndex + 1)..<close], as: UTF8.self)
      guard (1...8).contains(hex.count), let code = UInt32(hex, radix: 16),
        let scalar = Unicode.Scalar(code)
      else { throw .malformed }
      return (Array(String(scalar).utf8), close - rest.startIndex + 1)
    default:
      throw .malformed
    }
  }

  private static func isSpace(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t")
  }
}
