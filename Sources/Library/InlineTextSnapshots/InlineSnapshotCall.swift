import SwiftSource
import TextSnapshots

/// One call to `expectInlineSnapshot` in a source file: where it is and what it holds.
///
/// A call is found from the offset of its `(`, which is where `#line` and `#column`
/// point. Its snapshot is in one of three places: a trailing closure after the `)`
/// (comments and line breaks may come between), a `matches:` argument (a closure or
/// `nil`), or nowhere yet. Of several trailing closures (a helper's input closure, then
/// `matches: { … }`) the snapshot is the last, which must be labelled `matches:`; the
/// others are the call's inputs, never rewritten. A closure must hold one string literal and nothing else;
/// anything else is refused, since rewriting it would lose code or a comment. In the
/// condition of a statement a `{` after the call is the statement's body, never the
/// call's closure (see ``InlineCallContext``), and anywhere a `{` whose first word is
/// `didSet` or `willSet` opens a property's observers, which Swift never reads as a
/// trailing closure: a call followed by them is refused until it has a `matches:` argument.
struct InlineSnapshotCall: Equatable {
  /// Where the snapshot is, or would go.
  enum Place: Equatable {
    /// A trailing closure, `{` to `}` inclusive.
    case trailingClosure(Range<Int>)
    /// The value of a `matches:` argument: a closure or `nil`.
    case matchesArgument(Range<Int>, isNil: Bool)
    /// No snapshot yet: a closure would go just after the `)`.
    case none(after: Int)
  }

  /// The function the call names: `expectInlineSnapshot`, or a helper that wraps it.
  var function: String
  /// The offset of the function's name.
  var nameStart: Int
  /// The offset of the `(`.
  var open: Int
  /// The offset of the `)`.
  var close: Int
  var place: Place
  /// The literal inside the closure, when there is one.
  var literal: Range<Int>?
  /// The literal's value as compiled; `nil` when there is no closure or it is `nil`.
  var value: String?
  /// The call's own text, which identifies it: from its name to its `)`, without a
  /// `matches:` argument or a comma that ends the arguments, so it is the same before
  /// and after its snapshot is written, wherever that goes.
  var text: String
  /// Where the call stands, which decides how its snapshot is written.
  var context = InlineCallContext.code
  /// The trailing closures before the snapshot's, `{` to `}` inclusive: the call's
  /// inputs, which no rewrite may touch.
  var inputClosures: [Range<Int>] = []
  /// Where the call's file is in its package, when the rewrite knows it: a helper the call
  /// names may be declared in any file of its target
  /// (``InlineSnapshotEditor/matchesPlace(_:in:)``).
  var origin: Origin? = nil

  /// The package folder of a call's file, the file's path in it, and the module that
  /// compiles it, when known.
  struct Origin: Equatable {
    var root: String
    var source: String
    var module: String?
    /// The module the function the call ran was compiled into, as its symbol names it,
    /// when that is not the call's own module (a support module of the package): a
    /// helper's declaration is looked for in the files that module compiled too.
    var calleeModule: String? = nil
    /// The file of the helper's declaration the recording run proved, which a change
    /// carries (``InlinePending/Callee``): accepting it later looks there too, in whatever
    /// module the run found it.
    var provenFile: String? = nil

    /// The origin of the call a pending change is for: the module is the recording
    /// test's, the first part of its name (`AppTests/CaseTests/c()`).
    init(root: String, pending: InlinePending) {
      self.root = root
      source = pending.source
      module = pending.test.flatMap { $0.split(separator: "/").first.map(String.init) }
    }
  }
  /// Whether the snapshot is the call's only trailing closure, unlabelled: the place a
  /// helper's input closure would be too.
  var isOnlyTrailingClosure: Bool {
    guard case .trailingClosure = place else { return false }
    return inputClosures.isEmpty
  }

  /// Finds the call whose `(` is at `open`.
  ///
  /// - Parameters:
  ///   - open: The offset of the call's `(`.
  ///   - function: The function's name, which must end just before the `(`.
  ///   - scanner: The scanner of the source file.
  ///   - line: The call's line, for messages.
  /// - Returns: The call and its snapshot.
  /// - Throws: ``InlineSnapshotError`` saying why the call cannot be rewritten.
  static func find(
    at open: Int, function: String, in scanner: SwiftSourceScanner, line: Int
  ) throws(InlineSnapshotError) -> InlineSnapshotCall {
    var call = try locate(at: open, function: function, in: scanner, line: line)
    switch call.place {
    case .trailingClosure(let braces), .matchesArgument(let braces, isNil: false):
      try call.readClosure(braces, scanner, line: line)
    case .matchesArgument, .none:
      break
    }
    return call
  }

  /// Finds where the call whose `(` is at `open` has its snapshot, without reading it.
  ///
  /// - Parameters:
  ///   - open: The offset of the call's `(`.
  ///   - function: The function's name, which must end just before the `(`.
  ///   - scanner: The scanner of the source file.
  ///   - line: The call's line, for messages.
  /// - Returns: The call, without ``literal`` and ``value``.
  /// - Throws: ``InlineSnapshotError`` when no such call is there, or its snapshot is in
  ///   no place the library can write.
  static func locate(
    at open: Int, function: String, in scanner: SwiftSourceScanner, line: Int
  ) throws(InlineSnapshotError) -> InlineSnapshotCall {
    let bytes = scanner.bytes
    if open < bytes.count, bytes[open] == UInt8(ascii: "#") {
      let end = bytes[(open + 1)...].firstIndex { !SwiftSourceScanner.isIdentifierByte($0) }
      let macro = String(decoding: bytes[(open + 1)..<(end ?? bytes.count)], as: UTF8.self)
      throw .insideMacro(macro: macro, function: function, line: line)
    }
    let name = Array(function.utf8)
    var nameEnd = open
    while nameEnd > 0, bytes[nameEnd - 1] == UInt8(ascii: " ") || bytes[nameEnd - 1] == 0x09 {
      nameEnd -= 1
    }
    let nameStart = nameEnd - name.count
    if open < bytes.count, bytes[open] == UInt8(ascii: "("), nameEnd > 0,
      !(nameStart >= 0 && bytes[nameStart..<nameEnd].elementsEqual(name))
    {
      var start = nameEnd
      while start > 0, SwiftSourceScanner.isIdentifierByte(bytes[start - 1]) { start -= 1 }
      let called = String(decoding: bytes[start..<nameEnd], as: UTF8.self)
      if start < nameEnd, let first = called.first, first.isLetter || first == "_" {
        throw .otherCall(called: called, function: function, line: line)
      }
    }
    // Called with a trailing closure and no parentheses, `expectShout { "input" }`, the
    // compiler's column is the `{`: the closure is the helper's input, not a snapshot.
    if open < bytes.count, bytes[open] == UInt8(ascii: "{") {
      var end = open
      while end > 0, bytes[end - 1] == 0x20 || bytes[end - 1] == 0x09 { end -= 1 }
      let start = end - name.count
      if start >= 0, bytes[start..<end].elementsEqual(name),
        start == 0 || !SwiftSourceScanner.isIdentifierByte(bytes[start - 1])
      {
        throw .inputClosure(function: function, line: line)
      }
    }
    guard open < bytes.count, bytes[open] == UInt8(ascii: "("), nameStart >= 0,
      bytes[nameStart..<nameEnd].elementsEqual(name),
      nameStart == 0 || !SwiftSourceScanner.isIdentifierByte(bytes[nameStart - 1])
    else { throw .callNotFound(function: function, line: line) }
    func scanned<T>(_ body: () throws(SwiftSourceScanner.Failure) -> T) throws(InlineSnapshotError)
      -> T
    {
      do {
        return try body()
      } catch {
        throw .unreadableSource(line: line)
      }
    }
    let close = try scanned { () throws(SwiftSourceScanner.Failure) in
      try scanner.closingBracket(from: open)
    }
    let argument = try scanned { () throws(SwiftSourceScanner.Failure) in
      try matchesArgument(scanner, open: open, close: close)
    }
    let after = try scanned { () throws(SwiftSourceScanner.Failure) in
      try scanner.skippingTrivia(from: close + 1)
    }
    let context = try scanned { () throws(SwiftSourceScanner.Failure) in
      try InlineCallContext.of(nameStart: nameStart, in: scanner)
    }
    let isCondition = if case .condition = context { true } else { false }
    let opensObservers = try scanned { () throws(SwiftSourceScanner.Failure) in
      try Self.opensObservers(scanner, at: after)
    }
    let hasTrailingClosure =
      !isCondition && !opensObservers && after < bytes.count && bytes[after] == UInt8(ascii: "{")
    // The call's text without its snapshot: the arguments after a `matches:` that is not
    // the last follow the ones before it, after ", ".
    let head = ownText(bytes[nameStart..<(argument?.label ?? close)])
    let rest = argument?.rest.map {
      (head.hasSuffix("(") ? "" : ", ") + String(decoding: bytes[$0..<close], as: UTF8.self)
    }
    var call = InlineSnapshotCall(
      function: function, nameStart: nameStart, open: open, close: close,
      place: .none(after: close + 1), text: head + (rest ?? "") + ")",
      context: context)
    switch argument {
    case .some where hasTrailingClosure:
      throw .twoSnapshots(line: line)
    case .some(let argument):
      guard let value = argument.value else { throw .matchesNotAClosure(line: line) }
      call.place = .matchesArgument(value, isNil: argument.isNil)
    case nil where hasTrailingClosure:
      let closures = try scanned { () throws(SwiftSourceScanner.Failure) in
        try trailingClosures(scanner, from: after)
      }
      guard let last = closures.last, closures.count == 1 || last.label == "matches" else {
        throw .noSnapshotClosure(function: function, line: line)
      }
      call.place = .trailingClosure(last.braces)
      call.inputClosures = closures.dropLast().map(\.braces)
    case nil where opensObservers:
      throw .propertyObservers(function: function, line: line)
    case nil:
      break
    }
    return call
  }

  /// Whether the `{` at `offset` opens a property's observers, `{ didSet … }` or
  /// `{ willSet … }`: Swift never reads such a brace as a trailing closure, wherever it
  /// follows a call.
  private static func opensObservers(_ scanner: SwiftSourceScanner, at offset: Int)
    throws(SwiftSourceScanner.Failure) -> Bool
  {
    let bytes = scanner.bytes
    guard offset < bytes.count, bytes[offset] == UInt8(ascii: "{") else { return false }
    let first = try scanner.skippingTrivia(from: offset + 1)
    var end = first
    while end < bytes.count, SwiftSourceScanner.isIdentifierByte(bytes[end]) { end += 1 }
    let word = bytes[first..<end]
    return word.elementsEqual("didSet".utf8) || word.elementsEqual("willSet".utf8)
  }

  /// The trailing closures from the `{` at `first`: the unlabelled one, then each
  /// `label: { … }` that follows.
  private static func trailingClosures(_ scanner: SwiftSourceScanner, from first: Int)
    throws(SwiftSourceScanner.Failure) -> [(label: String?, braces: Range<Int>)]
  {
    let bytes = scanner.bytes
    var closures: [(label: String?, braces: Range<Int>)] = [
      (nil, first..<(try scanner.closingBracket(from: first) + 1))
    ]
    while let previous = closures.last {
      let start = try scanner.skippingTrivia(from: previous.braces.upperBound)
      var end = start
      while end < bytes.count, SwiftSourceScanner.isIdentifierByte(bytes[end]) { end += 1 }
      guard end > start, !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[start]) else {
        break
      }
      let colon = try scanner.skippingTrivia(from: end)
      guard colon < bytes.count, bytes[colon] == UInt8(ascii: ":") else { break }
      let open = try scanner.skippingTrivia(from: colon + 1)
      guard open < bytes.count, bytes[open] == UInt8(ascii: "{") else { break }
      let label = String(decoding: bytes[start..<end], as: UTF8.self)
      closures.append((label, open..<(try scanner.closingBracket(from: open) + 1)))
    }
    return closures
  }

  /// The call's text up to the snapshot's argument (or its `)`), without the comma and
  /// spaces before it.
  private static func ownText(_ bytes: ArraySlice<UInt8>) -> String {
    var end = bytes.endIndex
    func trimSpace() {
      while end > bytes.startIndex, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[end - 1]) { end -= 1 }
    }
    trimSpace()
    if end > bytes.startIndex, bytes[end - 1] == UInt8(ascii: ",") {
      end -= 1
      trimSpace()
    }
    return String(decoding: bytes[bytes.startIndex..<end], as: UTF8.self)
  }

  /// A `matches:` argument: where its label starts, and its value when that is a
  /// closure or `nil` and the last argument, or a closure before other arguments (a
  /// helper's parameters may go on after `matches`).
  private struct MatchesArgument {
    var label: Int
    var value: Range<Int>?
    var isNil: Bool
    /// The first byte of the arguments after it, when it is not the last.
    var rest: Int? = nil
  }

  /// The `matches:` argument among the call's arguments, if it has one.
  private static func matchesArgument(_ scanner: SwiftSourceScanner, open: Int, close: Int)
    throws(SwiftSourceScanner.Failure) -> MatchesArgument?
  {
    let bytes = scanner.bytes
    let tokens = try scanner.tokens(from: open + 1) { $0.range.lowerBound >= close }
      .filter { !$0.isTrivia && $0.range.lowerBound < close }
    func text(_ index: Int) -> [UInt8] { Array(bytes[tokens[index].range]) }
    var depth = 0
    for index in tokens.indices {
      let token = tokens[index]
      if token.kind == .punctuation, "([{".utf8.contains(text(index)[0]) { depth += 1 }
      if token.kind == .punctuation, ")]}".utf8.contains(text(index)[0]) { depth -= 1 }
      guard depth == 0, token.kind == .identifier, text(index) == Array("matches".utf8),
        index + 1 < tokens.count, text(index + 1) == [UInt8(ascii: ":")],
        index == 0 || text(index - 1) == [UInt8(ascii: ",")]
      else { continue }
      var argument = MatchesArgument(label: token.range.lowerBound, value: nil, isNil: false)
      guard index + 2 < tokens.count else { return argument }
      let value = tokens[index + 2]
      if text(index + 2) == Array("nil".utf8) {
        if index + 3 == tokens.count { argument.value = value.range }
        argument.isNil = true
        return argument
      }
      guard text(index + 2) == [UInt8(ascii: "{")] else { return argument }
      let end = try scanner.closingBracket(from: value.range.lowerBound) + 1
      let next = try scanner.skippingTrivia(from: end)
      if next == close {
        argument.value = value.range.lowerBound..<end
      } else if next < close, bytes[next] == UInt8(ascii: ",") {
        let rest = try scanner.skippingTrivia(from: next + 1)
        if rest < close {
          argument.value = value.range.lowerBound..<end
          argument.rest = rest
        }
      }
      return argument
    }
    return nil
  }

  /// Reads the one string literal the closure at `braces` must hold.
  private mutating func readClosure(
    _ braces: Range<Int>, _ scanner: SwiftSourceScanner, line: Int
  ) throws(InlineSnapshotError) {
    let inside: [SwiftSourceScanner.Token]
    do {
      inside = try scanner.tokens(from: braces.lowerBound + 1) {
        $0.range.upperBound >= braces.upperBound - 1
      }.filter { $0.range.upperBound <= braces.upperBound - 1 }
    } catch {
      throw .unreadableSource(line: line)
    }
    let code = inside.filter { $0.kind != .whitespace && $0.kind != .newline }
    if code.isEmpty { return }
    guard code.count == 1, code[0].kind == .string else {
      throw .closureNotALiteral(line: line)
    }
    do {
      value = try SwiftStringLiteral.value(in: scanner.bytes, range: code[0].range)
      literal = code[0].range
    } catch .interpolation {
      throw .interpolation(line: line)
    } catch {
      throw .unreadableSource(line: line)
    }
  }
}
