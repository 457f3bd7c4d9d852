/// Reads just enough Swift to find brackets and string literals, as UTF-8 offsets.
///
/// It knows plain, multi-line and raw (`#"…"#`) string literals with their escapes and
/// interpolations, line and nested block comments, and brackets; nothing else of Swift.
/// Inline snapshots use it to find a call's trailing closure without swift-syntax.
struct SwiftSourceScanner {
  /// What the scanner could not read.
  enum Failure: Error, Equatable {
    /// A string literal or comment runs to the end of the file.
    case unterminated
    /// A bracket is never closed.
    case unbalanced
    /// A string literal interpolates a value, at this offset.
    case interpolation(offset: Int)
  }

  let bytes: [UInt8]

  init(_ source: String) {
    bytes = Array(source.utf8)
  }

  private static let quote = UInt8(ascii: "\"")
  private static let hash = UInt8(ascii: "#")
  private static let backslash = UInt8(ascii: "\\")
  private static let newline = UInt8(ascii: "\n")
  private static let slash = UInt8(ascii: "/")
  private static let star = UInt8(ascii: "*")

  /// Whether a string literal starts at `offset`: a `"`, or `#`s and then a `"`.
  func startsStringLiteral(at offset: Int) -> Bool {
    var index = offset
    while index < bytes.count, bytes[index] == Self.hash { index += 1 }
    return index < bytes.count && bytes[index] == Self.quote
  }

  /// The offset just after the string literal that starts at `start`; with
  /// `refusingInterpolation`, it throws at the first interpolation instead of skipping it.
  func endOfStringLiteral(at start: Int, refusingInterpolation: Bool) throws(Failure) -> Int {
    var index = start
    var hashes = 0
    while index < bytes.count, bytes[index] == Self.hash {
      hashes += 1
      index += 1
    }
    let isMultiLine = matches([Self.quote, Self.quote, Self.quote], at: index)
    index += isMultiLine ? 3 : 1
    let closing =
      [UInt8](repeating: Self.quote, count: isMultiLine ? 3 : 1)
      + [UInt8](repeating: Self.hash, count: hashes)
    let escape = [Self.backslash] + [UInt8](repeating: Self.hash, count: hashes)
    while index < bytes.count {
      if matches(escape, at: index) {
        let after = index + escape.count
        if after < bytes.count, bytes[after] == UInt8(ascii: "(") {
          if refusingInterpolation { throw .interpolation(offset: index) }
          index = try closingBracket(from: after) + 1
        } else {
          index = after + 1
        }
      } else if matches(closing, at: index) {
        return index + closing.count
      } else if !isMultiLine, bytes[index] == Self.newline {
        throw .unterminated
      } else {
        index += 1
      }
    }
    throw .unterminated
  }

  /// The offset of the bracket that closes the `(`, `[` or `{` at `start`, skipping
  /// string literals and comments.
  func closingBracket(from start: Int) throws(Failure) -> Int {
    var depth = 0
    var index = start
    while index < bytes.count {
      let byte = bytes[index]
      if startsStringLiteral(at: index) {
        index = try endOfStringLiteral(at: index, refusingInterpolation: false)
        continue
      }
      if let end = try endOfComment(at: index) {
        index = end
        continue
      }
      switch byte {
      case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1
      case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
        depth -= 1
        if depth == 0 { return index }
      default: break
      }
      index += 1
    }
    throw .unbalanced
  }

  /// The offset just after the comment that starts at `offset`, or `nil` when none does.
  func endOfComment(at offset: Int) throws(Failure) -> Int? {
    if matches([Self.slash, Self.slash], at: offset) {
      var index = offset
      while index < bytes.count, bytes[index] != Self.newline { index += 1 }
      return index
    }
    guard matches([Self.slash, Self.star], at: offset) else { return nil }
    var depth = 0
    var index = offset
    while index < bytes.count {
      if matches([Self.slash, Self.star], at: index) {
        depth += 1
        index += 2
      } else if matches([Self.star, Self.slash], at: index) {
        depth -= 1
        index += 2
        if depth == 0 { return index }
      } else {
        index += 1
      }
    }
    throw .unterminated
  }

  /// The first offset from `offset` that is not a space, tab or (when allowed) newline.
  func skippingWhitespace(from offset: Int, newlines: Bool) -> Int {
    var index = offset
    while index < bytes.count {
      let byte = bytes[index]
      let isSpace = byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t")
      let isNewline = byte == Self.newline || byte == UInt8(ascii: "\r")
      guard isSpace || (newlines && isNewline) else { break }
      index += 1
    }
    return index
  }

  func matches(_ pattern: [UInt8], at offset: Int) -> Bool {
    guard offset >= 0, offset + pattern.count <= bytes.count else { return false }
    return bytes[offset..<offset + pattern.count].elementsEqual(pattern)
  }
}
