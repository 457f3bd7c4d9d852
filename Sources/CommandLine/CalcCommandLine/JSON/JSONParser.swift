/// A strict JSON reader (RFC 8259) over UTF-8 bytes.
///
/// It exists so the kit needs no package and so every error can say where it
/// is: `line 3, column 14: expected ',' or '}'`. Nesting is limited, so hostile
/// input cannot exhaust the stack.
struct JSONParser {
  /// Why a text is not JSON, and where.
  struct Failure: Error, Equatable {
    let line: Int
    let column: Int
    let reason: String
  }

  /// How deep arrays and objects may nest.
  static let maximumDepth = 64

  private let bytes: [UInt8]
  private var index = 0

  /// Creates a parser for a text; ``parseDocument()`` reads it.
  init(_ text: String) {
    bytes = Array(text.utf8)
  }

  /// Parses one JSON value that fills the whole text, apart from white space.
  static func parse(_ text: String) throws(Failure) -> JSONValue {
    var parser = JSONParser(text)
    return try parser.parseDocument()
  }

  /// Parses the text as one JSON value that fills it, apart from white space.
  mutating func parseDocument() throws(Failure) -> JSONValue {
    skipWhitespace()
    let value = try parseValue(depth: 0)
    skipWhitespace()
    guard index == bytes.count else {
      throw failure("unexpected \(describeNext()) after the value")
    }
    return value
  }

  private mutating func parseValue(depth: Int) throws(Failure) -> JSONValue {
    guard depth < Self.maximumDepth else {
      throw failure("nesting deeper than \(Self.maximumDepth) levels")
    }
    guard let byte = peek() else { throw failure("unexpected end of input, expected a value") }
    switch byte {
    case UInt8(ascii: "{"): return try parseObject(depth: depth)
    case UInt8(ascii: "["): return try parseArray(depth: depth)
    case UInt8(ascii: "\""): return .string(try parseString())
    case UInt8(ascii: "t"): return try parseLiteral("true", .bool(true))
    case UInt8(ascii: "f"): return try parseLiteral("false", .bool(false))
    case UInt8(ascii: "n"): return try parseLiteral("null", .null)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try parseNumber()
    default: throw failure("unexpected \(describeNext()), expected a value")
    }
  }

  private mutating func parseObject(depth: Int) throws(Failure) -> JSONValue {
    index += 1
    var members: [(key: String, value: JSONValue)] = []
    skipWhitespace()
    if consume(UInt8(ascii: "}")) { return .object(members) }
    while true {
      skipWhitespace()
      guard peek() == UInt8(ascii: "\"") else {
        throw failure("unexpected \(describeNext()), expected a field name in quotes")
      }
      let key = try parseString()
      skipWhitespace()
      guard consume(UInt8(ascii: ":")) else {
        throw failure("unexpected \(describeNext()), expected ':' after \"\(key)\"")
      }
      skipWhitespace()
      members.append((key, try parseValue(depth: depth + 1)))
      skipWhitespace()
      if consume(UInt8(ascii: "}")) { return .object(members) }
      guard consume(UInt8(ascii: ",")) else {
        throw failure("unexpected \(describeNext()), expected ',' or '}'")
      }
    }
  }

  private mutating func parseArray(depth: Int) throws(Failure) -> JSONValue {
    index += 1
    var elements: [JSONValue] = []
    skipWhitespace()
    if consume(UInt8(ascii: "]")) { return .array(elements) }
    while true {
      skipWhitespace()
      elements.append(try parseValue(depth: depth + 1))
      skipWhitespace()
      if consume(UInt8(ascii: "]")) { return .array(elements) }
      guard consume(UInt8(ascii: ",")) else {
        throw failure("unexpected \(describeNext()), expected ',' or ']'")
      }
    }
  }

  private mutating func parseLiteral(_ word: String, _ value: JSONValue) throws(Failure)
    -> JSONValue
  {
    for expected in word.utf8 {
      guard consume(expected) else { throw failure("unexpected \(describeNext()) in '\(word)'") }
    }
    return value
  }

  private mutating func parseNumber() throws(Failure) -> JSONValue {
    let start = index
    _ = consume(UInt8(ascii: "-"))
    guard let first = peek(), isDigit(first) else {
      throw failure("unexpected \(describeNext()), expected a digit")
    }
    index += 1
    if first != UInt8(ascii: "0") { skipDigits() }
    if consume(UInt8(ascii: ".")) { try requireDigits(after: "'.'") }
    if consume(UInt8(ascii: "e")) || consume(UInt8(ascii: "E")) {
      if !consume(UInt8(ascii: "+")) { _ = consume(UInt8(ascii: "-")) }
      try requireDigits(after: "the exponent")
    }
    return .number(String(decoding: bytes[start..<index], as: UTF8.self))
  }

  private mutating func requireDigits(after what: String) throws(Failure) {
    guard let next = peek(), isDigit(next) else {
      throw failure("unexpected \(describeNext()), expected a digit after \(what)")
    }
    skipDigits()
  }

  private mutating func skipDigits() {
    while let byte = peek(), isDigit(byte) { index += 1 }
  }

  private func isDigit(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
  }

  /// Reads a string literal into UTF-8 bytes and decodes them once at the end.
  ///
  /// - Complexity: O(*n*) in the literal's length, however many escapes it holds.
  private mutating func parseString() throws(Failure) -> String {
    index += 1
    var utf8: [UInt8] = []
    while let byte = peek() {
      switch byte {
      case UInt8(ascii: "\""):
        index += 1
        return String(decoding: utf8, as: UTF8.self)
      case UInt8(ascii: "\\"):
        index += 1
        let scalar = try parseEscape()
        UTF8.encode(scalar) { utf8.append($0) }
      case 0..<0x20:
        throw failure("control character U+\(hex(byte)) in a string; write it as an escape")
      default:
        utf8.append(byte)
        index += 1
      }
    }
    throw failure("unexpected end of input inside a string")
  }

  private mutating func parseEscape() throws(Failure) -> Unicode.Scalar {
    guard let byte = peek() else { throw failure("unexpected end of input after '\\'") }
    index += 1
    switch byte {
    case UInt8(ascii: "\""): return "\""
    case UInt8(ascii: "\\"): return "\\"
    case UInt8(ascii: "/"): return "/"
    case UInt8(ascii: "b"): return "\u{08}"
    case UInt8(ascii: "f"): return "\u{0C}"
    case UInt8(ascii: "n"): return "\n"
    case UInt8(ascii: "r"): return "\r"
    case UInt8(ascii: "t"): return "\t"
    case UInt8(ascii: "u"): return try parseUnicodeEscape()
    default:
      index -= 1
      throw failure("unknown escape '\\\(describeNext(quoted: false))'")
    }
  }

  private mutating func parseUnicodeEscape() throws(Failure) -> Unicode.Scalar {
    let first = try parseHexQuad()
    if let scalar = Unicode.Scalar(first) { return scalar }
    guard (0xD800..<0xDC00).contains(first), consume(UInt8(ascii: "\\")),
      consume(UInt8(ascii: "u"))
    else { throw failure("lone surrogate \\u\(hex(first)) in a string") }
    let second = try parseHexQuad()
    guard (0xDC00..<0xE000).contains(second),
      let scalar = Unicode.Scalar(0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00))
    else { throw failure("invalid surrogate pair \\u\(hex(first))\\u\(hex(second))") }
    return scalar
  }

  private mutating func parseHexQuad() throws(Failure) -> UInt32 {
    var value: UInt32 = 0
    for _ in 0..<4 {
      guard let byte = peek(), let digit = hexValue(byte) else {
        throw failure("unexpected \(describeNext()), expected 4 hex digits after '\\u'")
      }
      value = value << 4 | digit
      index += 1
    }
    return value
  }

  private func hexValue(_ byte: UInt8) -> UInt32? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
    case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
    default: nil
    }
  }

  private func hex(_ value: some BinaryInteger) -> String {
    let digits = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
  }

  private func peek() -> UInt8? {
    index < bytes.count ? bytes[index] : nil
  }

  private mutating func consume(_ byte: UInt8) -> Bool {
    guard peek() == byte else { return false }
    index += 1
    return true
  }

  private mutating func skipWhitespace() {
    while let byte = peek(), [0x20, 0x09, 0x0A, 0x0D].contains(byte) { index += 1 }
  }

  /// The next character for an error message: `'x'`, `end of input`.
  private func describeNext(quoted: Bool = true) -> String {
    guard index < bytes.count else { return "end of input" }
    let rest = String(decoding: bytes[index...].prefix(4), as: UTF8.self)
    guard let character = rest.first, let scalar = character.unicodeScalars.first else {
      return "end of input"
    }
    guard !character.unicodeScalars.contains(where: { $0.properties.generalCategory == .control })
    else { return "character U+\(hex(scalar.value))" }
    return quoted ? "'\(character)'" : String(character)
  }

  private func failure(_ reason: String) -> Failure {
    let before = bytes[..<min(index, bytes.count)]
    let line = before.count { $0 == UInt8(ascii: "\n") } + 1
    let lineStart = before.lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
    let column = String(decoding: bytes[lineStart..<before.endIndex], as: UTF8.self).count + 1
    return Failure(line: line, column: column, reason: reason)
  }
}
