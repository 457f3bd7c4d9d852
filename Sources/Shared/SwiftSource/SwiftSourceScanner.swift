import KitSupport

/// Reads just enough Swift to find calls, brackets and literals, as UTF-8 offsets.
///
/// It splits source into tokens: whitespace, newlines, line and nested block comments,
/// string literals of every kind (plain, multi-line, raw `#"…"#`, with escapes and
/// interpolations), regex literals (`#/…/#`, and bare `/…/` where Swift would read one),
/// identifiers (raw ones in backticks too), `#` keywords, brackets and operators.
/// Nothing else of Swift. Inline snapshots use it to find a call's closure without
/// swift-syntax, and lessons to find the declaration they quote (``SwiftDeclarations``);
/// where it cannot tell what the source means it fails, and the caller refuses to write
/// or to quote.
package struct SwiftSourceScanner {
  /// What the scanner could not read, at a byte offset.
  package enum Failure: Error, Equatable {
    /// A string literal, comment, regex or raw identifier runs to the end of its line or file.
    case unterminated(offset: Int)
    /// A bracket is never closed, or is closed by another kind of bracket.
    case unbalanced(offset: Int)
  }

  /// One token: what it is and the bytes it spans.
  package struct Token: Equatable {
    /// What a token is.
    package enum Kind: Equatable {
      case whitespace, newline, comment, string, regex, identifier, number, poundKeyword
      case punctuation, `operator`, other
    }

    /// What it is.
    package var kind: Kind
    /// The UTF-8 offsets it spans.
    package var range: Range<Int>

    /// Whether the token means nothing to the code around it: space or a comment.
    package var isTrivia: Bool { kind == .whitespace || kind == .newline || kind == .comment }
  }

  /// The source, as UTF-8.
  package let bytes: [UInt8]
  /// Every token of the source, read on first use: finding calls, declarations and a
  /// call's context each read the file from its start.
  private let whole = Locked<Result<[Token], Failure>?>(nil)

  /// A scanner of UTF-8 bytes.
  package init(_ bytes: [UInt8]) {
    self.bytes = bytes
  }

  /// A scanner of a source text.
  package init(_ source: String) {
    bytes = Array(source.utf8)
  }

  /// Every token from `start` to the end, or until `stop` returns `true` for one.
  package func tokens(from start: Int = 0, until stop: (Token) -> Bool = { _ in false })
    throws(Failure) -> [Token]
  {
    if start == 0, case .success(let all) = wholeFile() {
      guard let last = all.firstIndex(where: stop) else { return all }
      return Array(all[...last])
    }
    return try read(from: start, until: stop)
  }

  /// Every token of the source, read once; a failure is kept too, and then a caller
  /// that stops before it reads its part again.
  private func wholeFile() -> Result<[Token], Failure> {
    if let read = whole.withLock({ $0 }) { return read }
    let read = Result { () throws(Failure) in try self.read(from: 0, until: { _ in false }) }
    whole.withLock { $0 = read }
    return read
  }

  private func read(from start: Int, until stop: (Token) -> Bool) throws(Failure) -> [Token] {
    var tokens: [Token] = []
    var previous: Token?
    var offset = start
    while offset < bytes.count {
      let token = try self.token(at: offset, after: previous)
      tokens.append(token)
      if stop(token) { break }
      if !token.isTrivia { previous = token }
      offset = token.range.upperBound
    }
    return tokens
  }

  /// The offset of the bracket that closes the `(`, `[` or `{` at `open`, skipping
  /// literals and comments.
  package func closingBracket(from open: Int) throws(Failure) -> Int {
    var expected: [UInt8] = []
    var previous: Token?
    var offset = open
    while offset < bytes.count {
      let token = try self.token(at: offset, after: previous)
      offset = token.range.upperBound
      if token.isTrivia { continue }
      previous = token
      guard token.kind == .punctuation else { continue }
      let byte = bytes[token.range.lowerBound]
      if let close = Self.closing[byte] {
        expected.append(close)
      } else if Self.closing.values.contains(byte) {
        guard expected.last == byte else { throw .unbalanced(offset: token.range.lowerBound) }
        expected.removeLast()
        if expected.isEmpty { return token.range.lowerBound }
      }
    }
    throw .unbalanced(offset: open)
  }

  private static let closing: [UInt8: UInt8] = [
    UInt8(ascii: "("): UInt8(ascii: ")"), UInt8(ascii: "["): UInt8(ascii: "]"),
    UInt8(ascii: "{"): UInt8(ascii: "}"),
  ]

  /// The first offset from `offset` that is not whitespace, a newline or a comment.
  package func skippingTrivia(from offset: Int) throws(Failure) -> Int {
    var index = offset
    while index < bytes.count {
      let token = try token(at: index, after: nil)
      guard token.isTrivia else { break }
      index = token.range.upperBound
    }
    return index
  }

  /// The offsets of the `(` of every call to `name` in code, outside comments: in the file's
  /// code and in the code of string interpolations, in the order they appear.
  package func calls(named name: String) throws(Failure) -> [Int] {
    try calls(named: Array(name.utf8), in: 0..<bytes.count)
  }

  private func calls(named name: [UInt8], in range: Range<Int>) throws(Failure) -> [Int] {
    var calls: [Int] = []
    var last: Token?
    let tokens = try tokens(from: range.lowerBound) { $0.range.upperBound >= range.upperBound }
    for token in tokens where !token.isTrivia && token.range.upperBound <= range.upperBound {
      if token.kind == .string {
        for code in try interpolations(inLiteralAt: token.range.lowerBound) {
          calls += try self.calls(named: name, in: code)
        }
      }
      if token.kind == .punctuation, bytes[token.range.lowerBound] == UInt8(ascii: "("),
        let last, last.kind == .identifier, bytes[last.range].elementsEqual(name),
        !bytes[last.range.upperBound..<token.range.lowerBound].contains(where: Self.isNewline)
      {
        calls.append(token.range.lowerBound)
      }
      last = token
    }
    return calls
  }

  /// The code inside each `\( )` of the string literal that starts at `start`, without
  /// the parentheses.
  package func interpolations(inLiteralAt start: Int) throws(Failure) -> [Range<Int>] {
    var found: [Range<Int>] = []
    _ = try endOfStringLiteral(at: start) { found.append($0) }
    return found
  }

  /// The token that starts at `offset`; `previous` is the last token before it that is
  /// not trivia, which decides whether a `/` starts a regex or is an operator.
  package func token(at offset: Int, after previous: Token?) throws(Failure) -> Token {
    let byte = bytes[offset]
    func make(_ kind: Token.Kind, to end: Int) -> Token { Token(kind: kind, range: offset..<end) }
    switch byte {
    case UInt8(ascii: " "), UInt8(ascii: "\t"), 0x0B, 0x0C, 0x00:
      return make(
        .whitespace, to: run(from: offset) { [0x20, 0x09, 0x0B, 0x0C, 0x00].contains($0) })
    case UInt8(ascii: "\n"):
      return make(.newline, to: offset + 1)
    case UInt8(ascii: "\r"):
      return make(.newline, to: matches(Self.crlf, at: offset) ? offset + 2 : offset + 1)
    case UInt8(ascii: "/") where matches(Self.lineComment, at: offset):
      return make(.comment, to: run(from: offset) { !Self.isNewline($0) })
    case UInt8(ascii: "/") where matches(Self.blockComment, at: offset):
      return make(.comment, to: try endOfBlockComment(at: offset))
    case UInt8(ascii: "\""):
      return make(.string, to: try endOfStringLiteral(at: offset))
    case UInt8(ascii: "#"):
      return try afterHash(offset)
    case UInt8(ascii: "/"):
      if Self.allowsRegex(after: previous, in: bytes), let end = endOfBareRegex(at: offset) {
        return make(.regex, to: end)
      }
      return make(.operator, to: endOfOperator(at: offset))
    case UInt8(ascii: "`"):
      guard
        let close = bytes[(offset + 1)...].firstIndex(where: { $0 == byte || Self.isNewline($0) }),
        bytes[close] == byte
      else { throw .unterminated(offset: offset) }
      return make(.identifier, to: close + 1)
    case UInt8(ascii: "0")...UInt8(ascii: "9"):
      return make(.number, to: endOfNumber(at: offset))
    case _ where Self.isIdentifierByte(byte):
      return make(.identifier, to: run(from: offset, while: Self.isIdentifierByte))
    case _ where Self.punctuation.contains(byte):
      return make(.punctuation, to: offset + 1)
    case _ where Self.operatorBytes.contains(byte):
      return make(.operator, to: endOfOperator(at: offset))
    default:
      return make(.other, to: offset + 1)
    }
  }

  /// A raw string, an extended regex, or a `#` keyword such as `#if`.
  private func afterHash(_ offset: Int) throws(Failure) -> Token {
    let hashes = run(from: offset) { $0 == UInt8(ascii: "#") }
    if hashes < bytes.count, bytes[hashes] == UInt8(ascii: "\"") {
      return Token(kind: .string, range: offset..<(try endOfStringLiteral(at: offset)))
    }
    if hashes < bytes.count, bytes[hashes] == UInt8(ascii: "/") {
      return Token(kind: .regex, range: offset..<(try endOfExtendedRegex(at: offset)))
    }
    let end = run(from: offset + 1, while: Self.isIdentifierByte)
    return Token(kind: end > offset + 1 ? .poundKeyword : .other, range: offset..<end)
  }

  /// The offset just after the string literal that starts at `start`.
  ///
  /// The literal starts with a `"`, or `#`s and a `"`. Interpolations are skipped as
  /// code, whatever they hold.
  package func endOfStringLiteral(
    at start: Int, interpolation: (Range<Int>) -> Void = { _ in }
  ) throws(Failure) -> Int {
    let literal = SwiftStringLiteral.Delimiters(bytes, at: start)
    var index = literal.contentStart
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\\"), matches(literal.escape, at: index) {
        let after = index + literal.escape.count
        if after < bytes.count, bytes[after] == UInt8(ascii: "(") {
          let close = try closingBracket(from: after)
          interpolation((after + 1)..<close)
          index = close + 1
        } else if matches(Self.crlf, at: after) {
          index = after + 2
        } else {
          index = after + 1
        }
      } else if byte == UInt8(ascii: "\""), matches(literal.closing, at: index) {
        return index + literal.closing.count
      } else if !literal.isMultiLine, Self.isNewline(byte) {
        throw .unterminated(offset: start)
      } else {
        index += 1
      }
    }
    throw .unterminated(offset: start)
  }

  private func endOfBlockComment(at offset: Int) throws(Failure) -> Int {
    var depth = 0
    var index = offset
    while index < bytes.count {
      if matches(Self.blockComment, at: index) {
        depth += 1
        index += 2
      } else if matches(Self.blockCommentEnd, at: index) {
        depth -= 1
        index += 2
        if depth == 0 { return index }
      } else {
        index += 1
      }
    }
    throw .unterminated(offset: offset)
  }

  /// `#/…/#` with as many `#`s on each side; a `#/` followed by a newline runs over lines.
  private func endOfExtendedRegex(at offset: Int) throws(Failure) -> Int {
    let hashes = run(from: offset) { $0 == UInt8(ascii: "#") } - offset
    let closing = [UInt8(ascii: "/")] + [UInt8](repeating: UInt8(ascii: "#"), count: hashes)
    let start = offset + hashes + 1
    let multiLine = start < bytes.count && Self.isNewline(bytes[start])
    var index = start
    while index < bytes.count {
      if matches(closing, at: index) { return index + closing.count }
      if !multiLine, Self.isNewline(bytes[index]) { break }
      index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1
    }
    throw .unterminated(offset: offset)
  }

  /// The end of a bare `/…/` regex at `offset`, or `nil` when Swift would read an operator.
  ///
  /// As in Swift, a bare regex cannot start or end with a space or tab, ends on its
  /// line, and is no regex when it holds a `)` it does not open: `foo(/, /)` passes two
  /// operators.
  private func endOfBareRegex(at offset: Int) -> Int? {
    let next = offset + 1
    guard next < bytes.count,
      ![UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "/"), UInt8(ascii: "*")]
        .contains(bytes[next]), !Self.isNewline(bytes[next])
    else { return nil }
    var index = next
    var inClass = 0
    var parentheses = 0
    while index < bytes.count, !Self.isNewline(bytes[index]) {
      switch bytes[index] {
      case UInt8(ascii: "\\"):
        index += 1
      case UInt8(ascii: "["):
        inClass += 1
      case UInt8(ascii: "]") where inClass > 0:
        inClass -= 1
      case UInt8(ascii: "(") where inClass == 0:
        parentheses += 1
      case UInt8(ascii: ")") where inClass == 0:
        parentheses -= 1
        if parentheses < 0 { return nil }
      case UInt8(ascii: "/") where inClass == 0:
        let last = bytes[index - 1]
        return last == UInt8(ascii: " ") || last == UInt8(ascii: "\t") ? nil : index + 1
      default:
        break
      }
      index += 1
    }
    return nil
  }

  private func endOfOperator(at offset: Int) -> Int {
    var index = offset + 1
    while index < bytes.count, Self.operatorBytes.contains(bytes[index]),
      !matches(Self.lineComment, at: index), !matches(Self.blockComment, at: index)
    {
      index += 1
    }
    return index
  }

  private func endOfNumber(at offset: Int) -> Int {
    var index = offset
    while index < bytes.count {
      let byte = bytes[index]
      let isDecimalPoint =
        byte == UInt8(ascii: ".") && index + 1 < bytes.count
        && (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index + 1])
      guard Self.isIdentifierByte(byte) || isDecimalPoint else { break }
      index += 1
    }
    return index
  }

  /// Whether a `/` after `previous` starts an expression, so may open a regex: at the
  /// start, after an opening bracket, a separator, an operator or a keyword that an
  /// expression follows; not after a value, which it would divide.
  private static func allowsRegex(after previous: Token?, in bytes: [UInt8]) -> Bool {
    guard let previous else { return true }
    switch previous.kind {
    case .punctuation:
      return ![UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}")]
        .contains(bytes[previous.range.lowerBound])
    case .operator:
      return true
    case .identifier:
      return expressionKeywords.contains(String(decoding: bytes[previous.range], as: UTF8.self))
    default:
      return false
    }
  }

  private static let expressionKeywords: Set<String> = [
    "return", "throw", "in", "case", "where", "if", "guard", "while", "switch", "try", "await",
    "else", "repeat", "is", "as",
  ]

  private static let punctuation = Set("()[]{},:;@\\".utf8)
  private static let operatorBytes = Set("=-+!*%<>&|^~?./".utf8)

  package static func isIdentifierByte(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: "_") || byte == UInt8(ascii: "$") || byte >= 0x80
      || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
      || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
  }

  package static func isNewline(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
  }

  private func run(from offset: Int, while belongs: (UInt8) -> Bool) -> Int {
    var index = offset
    while index < bytes.count, belongs(bytes[index]) { index += 1 }
    return index
  }

  package func matches(_ pattern: [UInt8], at offset: Int) -> Bool {
    guard offset >= 0, offset + pattern.count <= bytes.count else { return false }
    for index in pattern.indices where bytes[offset + index] != pattern[index] { return false }
    return true
  }

  private static let lineComment = Array("//".utf8)
  private static let blockComment = Array("/*".utf8)
  private static let blockCommentEnd = Array("*/".utf8)
  private static let crlf: [UInt8] = [0x0D, 0x0A]
}
