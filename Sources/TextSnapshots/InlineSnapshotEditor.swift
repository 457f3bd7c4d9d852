/// Writes an inline snapshot's text into the trailing closure of its call in a source file.
///
/// The call is found on its line by the function's name, nearest the column the
/// compiler passed. An existing closure must hold exactly one string literal without
/// interpolation; it is replaced by a multi-line literal indented one step deeper than
/// the call's line, raw (`#"""`) when the text holds `\` or `"""`. A call without a
/// closure gains one after its `)`. Nothing else in the file changes.
struct InlineSnapshotEditor {
  /// The new source, and how many lines the edit added (negative when it removed some).
  struct Edit: Equatable {
    var source: String
    var lineDelta: Int
  }

  let function: String

  /// Rewrites `source` so the call at `line` and `column` holds `text`, the snapshot
  /// text without its final newline.
  func rewrite(_ source: String, line: Int, column: Int, text: String)
    throws(InlineSnapshotError) -> Edit
  {
    let scanner = SwiftSourceScanner(source)
    let bytes = scanner.bytes
    let (lineStart, lineEnd) = try bounds(ofLine: line, in: bytes)
    guard let nameStart = callStart(in: bytes, from: lineStart, to: lineEnd, column: column)
    else { throw .callNotFound(function: function, line: line) }
    let indentation = Array(
      bytes[lineStart..<scanner.skippingWhitespace(from: lineStart, newlines: false)])
    let open = scanner.skippingWhitespace(from: nameStart + function.utf8.count, newlines: false)
    guard open < bytes.count, bytes[open] == UInt8(ascii: "(") else {
      throw .callNotFound(function: function, line: line)
    }
    let replaced: Range<Int>
    var replacement: [UInt8]
    switch Result(catching: { () throws(SwiftSourceScanner.Failure) in
      try trailingClosure(scanner, open: open)
    }) {
    case .failure(let failure):
      throw Self.refusal(failure, line: line)
    case .success(.closure(let braces)):
      try checkClosure(scanner, from: braces.lowerBound + 1, to: braces.upperBound - 1, line: line)
      replaced = braces
      replacement = []
    case .success(.braceOnLaterLine):
      throw .braceOnLaterLine(line: line)
    case .success(.none(let after)):
      replaced = after..<after
      replacement = Array(" ".utf8)
    }
    replacement += try closure(text, indentation: indentation)
    let newlines = { (part: ArraySlice<UInt8>) in part.count { $0 == UInt8(ascii: "\n") } }
    var edited = bytes
    edited.replaceSubrange(replaced, with: replacement)
    return Edit(
      source: String(decoding: edited, as: UTF8.self),
      lineDelta: newlines(replacement[...]) - newlines(bytes[replaced]))
  }

  /// Where the call's trailing closure is, or where one would go.
  private enum Closure {
    /// The closure's braces, `{` to `}` inclusive.
    case closure(Range<Int>)
    /// The offset just after the call's `)`.
    case none(after: Int)
    /// A `{` starts a later line: perhaps the closure, perhaps a block of its own.
    case braceOnLaterLine
  }

  private func trailingClosure(_ scanner: SwiftSourceScanner, open: Int)
    throws(SwiftSourceScanner.Failure) -> Closure
  {
    let close = try scanner.closingBracket(from: open)
    let brace = scanner.skippingWhitespace(from: close + 1, newlines: false)
    guard brace < scanner.bytes.count, scanner.bytes[brace] == UInt8(ascii: "{") else {
      // A brace on a later line may still be the closure; adding a second one would
      // leave the file not compiling, so that shape is refused.
      let next = scanner.skippingWhitespace(from: close + 1, newlines: true)
      if next < scanner.bytes.count, scanner.bytes[next] == UInt8(ascii: "{") {
        return .braceOnLaterLine
      }
      return .none(after: close + 1)
    }
    return .closure(brace..<(try scanner.closingBracket(from: brace) + 1))
  }

  private func bounds(ofLine line: Int, in bytes: [UInt8]) throws(InlineSnapshotError) -> (
    Int, Int
  ) {
    var start = 0
    var current = 1
    while current < line {
      guard let newline = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) else {
        throw .callNotFound(function: function, line: line)
      }
      start = newline + 1
      current += 1
    }
    let end = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
    return (start, end)
  }

  /// The offset of the function's name on the line, the occurrence nearest `column`.
  private func callStart(in bytes: [UInt8], from start: Int, to end: Int, column: Int) -> Int? {
    let name = Array(function.utf8)
    func isIdentifier(_ offset: Int) -> Bool {
      guard offset >= start, offset < end else { return false }
      let byte = bytes[offset]
      return byte == UInt8(ascii: "_") || byte >= 0x80
        || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
        || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }
    let candidates = (start..<max(start, end - name.count + 1)).filter { offset in
      bytes[offset..<offset + name.count].elementsEqual(name) && !isIdentifier(offset - 1)
        && !isIdentifier(offset + name.count)
    }
    return candidates.min { abs($0 - start - (column - 1)) < abs($1 - start - (column - 1)) }
  }

  /// Requires the closure body to be whitespace, one string literal, and whitespace.
  private func checkClosure(_ scanner: SwiftSourceScanner, from start: Int, to end: Int, line: Int)
    throws(InlineSnapshotError)
  {
    let literal = scanner.skippingWhitespace(from: start, newlines: true)
    if literal == end { return }
    guard scanner.startsStringLiteral(at: literal) else {
      throw .closureNotALiteral(line: line)
    }
    let literalEnd: Int
    do {
      literalEnd = try scanner.endOfStringLiteral(at: literal, refusingInterpolation: true)
    } catch {
      throw Self.refusal(error, line: line)
    }
    guard scanner.skippingWhitespace(from: literalEnd, newlines: true) == end else {
      throw .closureNotALiteral(line: line)
    }
  }

  private static func refusal(_ failure: SwiftSourceScanner.Failure, line: Int)
    -> InlineSnapshotError
  {
    switch failure {
    case .interpolation: .interpolation(line: line)
    case .unterminated, .unbalanced: .unreadableSource(line: line)
    }
  }

  /// `{`, the literal one step deeper than `indentation`, and `}` at `indentation`.
  private func closure(_ text: String, indentation: [UInt8]) throws(InlineSnapshotError)
    -> [UInt8]
  {
    if let bad = text.unicodeScalars.first(where: { $0.value < 0x20 && $0 != "\t" && $0 != "\n" }) {
      throw .unrepresentable(scalar: bad.value)
    }
    let step = indentation.first == UInt8(ascii: "\t") ? "\t" : "  "
    let inner = String(decoding: indentation, as: UTF8.self) + step
    let hashes = String(repeating: "#", count: Self.hashCount(for: text))
    var literal = "{\n" + inner + hashes + "\"\"\"\n"
    for row in text.split(separator: "\n", omittingEmptySubsequences: false) {
      literal += (row.isEmpty ? "" : inner + row) + "\n"
    }
    literal += inner + "\"\"\"" + hashes + "\n" + String(decoding: indentation, as: UTF8.self) + "}"
    return Array(literal.utf8)
  }

  /// The fewest `#`s that make neither `\` nor `"""` in the text special.
  static func hashCount(for text: String) -> Int {
    var count = 0
    while true {
      let hashes = String(repeating: "#", count: count)
      if !text.contains("\\" + hashes) && !text.contains("\"\"\"" + hashes) { return count }
      count += 1
    }
  }
}
