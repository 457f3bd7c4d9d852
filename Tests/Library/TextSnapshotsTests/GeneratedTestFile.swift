import KitSupport

/// A Swift Testing file of inline snapshot calls in random layouts, made from a seed.
///
/// Layouts mix what real test files hold: calls with no snapshot yet, trailing closures
/// behind comments or line breaks, `matches:` closures and `matches: nil`, plain, raw and
/// multi-line literals, several calls on one line and in one test, loops, regex and
/// string literals that hold brackets or the function's name, text in many scripts,
/// tabs, CRLF line endings and a byte order mark. Each call's `of:` is a literal of the
/// value it snapshots, so the file compiles and runs as it is. The generator knows
/// where each call's `(` is and what its snapshot literal holds, without the scanner
/// under test.
struct GeneratedTestFile {
  /// One call in the file.
  struct Call {
    /// The values the call snapshots in one run: one, or two in a loop.
    var values: [String]
    /// The compiled value of its snapshot literal; `nil` when it has none yet.
    var literal: String?
    /// Whether the library must refuse to rewrite it (a comment or an interpolation in
    /// its closure).
    var isRefused: Bool
    /// The line and column of its `(`, as `#line` and `#column` give them.
    var line: Int
    var column: Int

    /// The snapshot text of a value: the value exactly, a final newline included.
    static func text(of value: String) -> String { value }

    /// Whether the run sees two different values at this call.
    var isConflict: Bool { Set(values.map { Array(Self.text(of: $0).utf8) }).count > 1 }
    var text: String { Self.text(of: values[0]) }
    /// Whether its snapshot already holds its text, as Swift compares strings.
    var passes: Bool { literal == text }
  }

  let seed: UInt64
  private(set) var source: String = ""
  private(set) var calls: [Call] = []
  private var random: SplitMix64
  private let newline: String
  private let step: String
  private let compiles: Bool
  private var bytes = 0
  private var line = 1
  private var lineStart = 0

  /// A file for `seed`; with `compiles`, only layouts that a passing test can hold
  /// (no refusals, no loop with two values).
  init(seed: UInt64, suite: String, compiles: Bool = false) {
    self.seed = seed
    random = SplitMix64(seed: seed)
    newline = random.oneIn(4) ? "\r\n" : "\n"
    step = random.oneIn(4) ? "\t" : "  "
    self.compiles = compiles
    if random.oneIn(8) { emit("\u{FEFF}") }
    emit("import InlineTextSnapshots" + newline + "import Testing" + newline + newline)
    emit("@Suite struct \(suite) {" + newline)
    for test in 0..<random.number(in: 1...3) {
      emit(step + "@Test func t\(test)() {" + newline)
      for _ in 0..<random.number(in: 1...3) { statement(indent: step + step) }
      emit(step + "}" + newline)
    }
    emit("}" + newline)
  }

  private mutating func emit(_ text: String) {
    source += text
    for byte in text.utf8 {
      bytes += 1
      if byte == UInt8(ascii: "\n") {
        line += 1
        lineStart = bytes
      }
    }
  }

  /// A line of one or two calls, perhaps in a loop, perhaps after a decoy.
  private mutating func statement(indent: String) {
    switch random.number(in: 0...5) {
    case 0:
      emit(
        indent + "// " + random.pick(Self.words) + " expectInlineSnapshot(of: \"x\") {" + newline)
    case 1: emit(indent + "_ = /[(]\\)/ /* { ( */" + newline)
    case 2: emit(indent + "_ = \"expectInlineSnapshot(of: \\\"decoy\\\")\"" + newline)
    default: break
    }
    emit(indent)
    if random.oneIn(4) {
      let conflict = !compiles && random.oneIn(2)
      let values = conflict ? [value(), value()] : [value()]
      if conflict {
        emit("for v in [" + values.map(Self.quoted).joined(separator: ", ") + "] { ")
      } else {
        emit("for _ in 0..<2 { ")
      }
      call(
        values: conflict ? values : values + values, argument: conflict ? "v" : nil, indent: indent)
      emit(" }" + newline)
      return
    }
    call(values: [value()], argument: nil, indent: indent)
    if random.oneIn(3) {
      emit("; ")
      call(values: [value()], argument: nil, indent: indent)
    }
    emit(newline)
  }

  /// One call and its snapshot, if it has one.
  private mutating func call(values: [String], argument: String?, indent: String) {
    let literal: String? = random.oneIn(3) ? nil : (random.oneIn(3) ? values[0] : value())
    let snapshot = literal.map { Call.text(of: $0) }
    emit("expectInlineSnapshot")
    let site = (line: line, column: bytes - lineStart + 1)
    emit("(of: " + (argument ?? Self.quoted(values[0])) + ", as: .lines")
    var compiled = snapshot
    var isRefused = false
    let place = random.number(in: 0...5)
    if place == 0 && snapshot == nil {
      emit(", matches: nil)")
    } else if place == 1, let snapshot {
      let closure = closure(snapshot, indent: indent)
      emit(", matches: " + closure.text + ")")
      (compiled, isRefused) = (closure.value, closure.isRefused)
    } else {
      emit(")")
      if let snapshot {
        emit(
          random.pick([
            " ", " /* a { note */ ", " // a ( note" + newline + indent, newline + indent,
          ]))
        let closure = closure(snapshot, indent: indent)
        emit(closure.text)
        (compiled, isRefused) = (closure.value, closure.isRefused)
      }
    }
    calls.append(
      Call(
        values: values, literal: compiled, isRefused: isRefused, line: site.line,
        column: site.column))
  }

  /// A closure holding `snapshot` as one of Swift's literal forms, the value it compiles
  /// to, and whether the library must refuse it.
  private mutating func closure(_ snapshot: String, indent: String) -> (
    text: String, value: String, isRefused: Bool
  ) {
    if !compiles && random.oneIn(8) {
      return random.oneIn(2)
        ? ("{ /* why */ " + Self.quoted(snapshot) + " }", snapshot, true)
        : ("{ \"a\\(1)b\" }", "a1b", true)
    }
    let isPlain =
      snapshot.unicodeScalars.allSatisfy { $0.value >= 0x20 && $0.value != 0x7F }
      && !snapshot.contains("\"#") && !snapshot.contains("\\#") && !snapshot.hasPrefix("\"\"")
    switch random.number(in: 0...3) {
    case 0:
      return ("{ " + Self.quoted(snapshot) + " }", snapshot, false)
    case 1 where isPlain:
      return ("{ #\"" + snapshot + "\"# }", snapshot, false)
    default:
      let inner = indent + step
      var text = "{" + newline + inner + "\"\"\"" + newline
      for row in snapshot.utf8.split(separator: 0x0A, omittingEmptySubsequences: false) {
        let escaped = String(decoding: row, as: UTF8.self).unicodeScalars
          .map { Self.escaped($0, multiLine: true) }.joined()
        text += (escaped.isEmpty ? "" : inner + escaped) + newline
      }
      return (text + inner + "\"\"\"" + newline + indent + "}", snapshot, false)
    }
  }

  /// A random value to snapshot: a few lines of words, symbols and hidden characters.
  private mutating func value() -> String {
    var lines: [String] = []
    for _ in 0..<random.number(in: 1...3) {
      var line = ""
      for _ in 0..<random.number(in: 0...4) {
        line += random.oneIn(3) ? random.pick(Self.symbols) : random.pick(Self.words)
        if random.oneIn(2) { line += " " }
      }
      lines.append(line)
    }
    return lines.joined(separator: "\n") + (random.oneIn(2) ? "\n" : "")
  }

  static let words = [
    "sum", "Сумма", "合計", "😀", "e\u{301}", "ﬁ", "naïve", "value", "total", "Ω", "שלום",
  ]
  static let symbols = [
    "\\", "\"", "\"\"\"", "#", "{", "}", "(", ")", "/", "*/", "/*", "\t", "\u{7F}", "\u{1B}[2J",
    "\r", "\u{0}", "\u{9B}", "\u{202E}", "\\(x)", "#\"", "\"#", "  ",
  ]

  /// `text` as a one-line Swift string literal.
  static func quoted(_ text: String) -> String {
    "\"" + text.unicodeScalars.map { escaped($0, multiLine: false) }.joined() + "\""
  }

  /// A scalar as a literal holds it: itself, or its escape.
  ///
  /// Every quote is escaped, so no run of them closes a multi-line literal; a one-line
  /// literal escapes line feeds and tabs too.
  private static func escaped(_ scalar: Unicode.Scalar, multiLine: Bool) -> String {
    switch scalar {
    case "\\": return "\\\\"
    case "\"": return "\\\""
    case "\r": return "\\r"
    case "\t": return multiLine ? "\t" : "\\t"
    case "\n" where !multiLine: return "\\n"
    case "\u{0}": return "\\0"
    default:
      return scalar.value < 0x20 || scalar.value == 0x7F
        ? "\\u{" + String(scalar.value, radix: 16) + "}" : String(scalar)
    }
  }
}
