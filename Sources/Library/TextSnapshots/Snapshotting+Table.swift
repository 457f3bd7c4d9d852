extension Snapshotting where Format == String {
  /// Snapshots a function over many inputs as one table: a row per input, named by its
  /// description, so a change shows which inputs moved.
  ///
  /// Each row is the input's `String(describing:)` (quoted as a Swift literal when it
  /// would not read as one plain name: empty, spaced at either end, holding a hidden
  /// character or `→`), an arrow, and what `row` returns for it: a `String` as it is,
  /// any other value (a `String?` too) as ``dump`` prints it. A string with a line
  /// break, and a dump of several lines, follow the name, indented; a string that does
  /// not end in a line break says so. Use it for every case of a `CaseIterable` type,
  /// or instead of a parameterised test with a `named:` snapshot per case. For
  /// `enum Operation: CaseIterable { case add, subtract, multiply }`:
  ///
  /// ```swift
  /// expectSnapshot(of: Operation.allCases, as: .table { apply($0, to: 3, and: 2) })
  /// // add → 5
  /// // subtract → 1
  /// // multiply → 6
  /// ```
  ///
  /// Two inputs that describe themselves alike are told apart by ` #2`, ` #3`, ….
  ///
  /// - Parameter row: The function, from an input to its output.
  /// - Returns: A strategy for a list of inputs, compared as ``lines``.
  public static func table<Input, Output>(
    _ row: @escaping @Sendable (Input) -> Output
  ) -> Self where Value == [Input] {
    Snapshotting(diffing: .lines) { inputs in
      SnapshotTable.text(
        zip(SnapshotTable.names(inputs, among: 1), inputs).map { name, input in
          (name, row(input) as Any)
        }, outputIsText: Output.self == String.self)
    }
  }

  /// Snapshots a function of two inputs over every combination of two lists, a row per
  /// pair, named by both descriptions: `1, en → …`.
  ///
  /// ```swift
  /// expectSnapshot(of: ([1, 2], ["en", "ru"]), as: .table { label($0, $1) })
  /// ```
  ///
  /// stores
  ///
  /// ```
  /// 1, en → digit 1
  /// 1, ru → цифра 1
  /// 2, en → digit 2
  /// 2, ru → цифра 2
  /// ```
  ///
  /// - Parameter row: The function, from two inputs to their output.
  /// - Returns: A strategy for two lists of inputs, the first varying slowest.
  public static func table<First, Second, Output>(
    _ row: @escaping @Sendable (First, Second) -> Output
  ) -> Self where Value == ([First], [Second]) {
    Snapshotting(diffing: .lines) { lists in
      let names = (SnapshotTable.names(lists.0, among: 2), SnapshotTable.names(lists.1, among: 2))
      return SnapshotTable.text(
        lists.0.indices.flatMap { first in
          lists.1.indices.map { second in
            (
              names.0[first] + ", " + names.1[second],
              row(lists.0[first], lists.1[second]) as Any
            )
          }
        }, outputIsText: Output.self == String.self)
    }
  }

  /// Snapshots a function of three inputs over every combination of three lists, a row
  /// per triple, named by the three descriptions.
  ///
  /// - Parameter row: The function, from three inputs to their output.
  /// - Returns: A strategy for three lists of inputs, the first varying slowest.
  public static func table<First, Second, Third, Output>(
    _ row: @escaping @Sendable (First, Second, Third) -> Output
  ) -> Self where Value == ([First], [Second], [Third]) {
    Snapshotting(diffing: .lines) { lists in
      let names = (
        SnapshotTable.names(lists.0, among: 3), SnapshotTable.names(lists.1, among: 3),
        SnapshotTable.names(lists.2, among: 3)
      )
      return SnapshotTable.text(
        lists.0.indices.flatMap { first in
          lists.1.indices.flatMap { second in
            lists.2.indices.map { third in
              (
                [names.0[first], names.1[second], names.2[third]].joined(separator: ", "),
                row(lists.0[first], lists.1[second], lists.2[third]) as Any
              )
            }
          }
        }, outputIsText: Output.self == String.self)
    }
  }
}

/// The text of a table snapshot: one row per input.
enum SnapshotTable {
  /// The rows, each `name → output`; an output of several lines follows its name,
  /// indented two spaces; a table of no inputs says so.
  ///
  /// The outputs are strings shown as they are when `outputIsText` (the row function
  /// returns `String`), else dumps: an output typed `Any` holding `"5"` is not the `5` of
  /// an `Int`.
  static func text(_ rows: [(name: String, output: Any)], outputIsText: Bool) -> String {
    guard !rows.isEmpty else { return "(no inputs)\n" }
    return rows.map { row in
      let name = row.name
      let output = outputLines(row.output, isText: outputIsText)
      guard output.lines.count != 1 || output.isBlock else {
        let line = output.lines[0]
        return line.isEmpty ? "\(name) →\n" : "\(name) → \(line)\n"
      }
      let block = output.lines.map { $0.isEmpty ? "\n" : "  \($0)\n" }.joined()
      return "\(name) →\n" + block + (output.endsInLineBreak ? "" : noLineBreak + "\n")
    }.joined()
  }

  /// The names of one list's inputs, in a table of `count` lists.
  ///
  /// Each is its description as it is when it reads as one plain name and quoted
  /// otherwise (``isPlain(_:among:)``), and one that repeats an earlier name has ` #2`,
  /// ` #3`, … after it. A row's name is its inputs' names, comma-separated: numbered in their own
  /// list, so `(["a", "a"], ["b"])` and `(["a"], ["b", "b"])` name their rows apart.
  static func names(_ inputs: [some Any], among count: Int) -> [String] {
    var seen: [String: Int] = [:]
    return inputs.map { input in
      let description = String(describing: input)
      let name = isPlain(description, among: count) ? description : ValueDump.quoted(description)
      seen[name, default: 0] += 1
      let repeats = seen[name, default: 1]
      return repeats == 1 ? name : "\(name) #\(repeats)"
    }
  }

  /// Whether a description reads as itself in a row, and as no other row or output
  /// line, among `count` inputs: it is not empty, begins and ends with no space, holds
  /// nothing ``VisibleCharacters`` would show otherwise (a line break, a tab, a control
  /// or hidden character), no `→`, no `,` when the row names several inputs, does not
  /// begin with `"` and does not end as a repeated name's mark does (` #2`).
  ///
  /// Any other is quoted and escaped as a Swift string literal, which no plain name
  /// reads as: so no two inputs name one row, an input `"  padded"` is no indented line
  /// of the row above, and `"a → b"` with output `"c"` is not `"a"` with `"b → c"`.
  static func isPlain(_ description: String, among count: Int) -> Bool {
    let scalars = description.unicodeScalars
    guard let first = scalars.first, let last = scalars.last, first != " ", last != " ",
      first != "\"", !endsInRepeatMark(description)
    else { return false }
    let isAlone = count == 1
    // By scalars: `"\r\n"` is one character, and a combining mark joins the one before.
    return
      !scalars.contains { $0 == "\n" || $0 == "\r" || $0 == "→" || (!isAlone && $0 == ",") }
      && VisibleCharacters.show(Substring(description)) == description
  }

  /// Whether `name` ends as the mark of a repeated name does: ` #` and digits.
  private static func endsInRepeatMark(_ name: String) -> Bool {
    let digits = name.reversed().prefix { $0.isASCII && $0.isNumber }
    return !digits.isEmpty && name.dropLast(digits.count).hasSuffix(" #")
  }

  /// What ends a row whose string output holds a line break but does not end in one, as
  /// `diff` marks a file without a final line break.
  static let noLineBreak = "\\ No line break at the end"

  /// An output's lines, without a final line break; whether it shows below its name; and
  /// whether it ended in a line break.
  ///
  /// The output of a row function that returns `String` (`isText`; a `String?` or an
  /// `Any` is a dump: `nil` and `"nil"`, `5` and `"5"` differ) is its own lines: on its
  /// name's line when it holds no line break, below it otherwise, so `"a"` and `"a\n"`
  /// differ. Any other value is its dump, which always ends in a line break: on its
  /// name's line when the dump is one line.
  private static func outputLines(_ output: Any, isText: Bool)
    -> (lines: [String], isBlock: Bool, endsInLineBreak: Bool)
  {
    // By scalars, not characters: `"\r\n"` is one character, which holds a line break.
    let text = (isText ? (output as? String ?? "") : ValueDump.text(of: output)).unicodeScalars
    let endsInLineBreak = text.last == "\n"
    let body = endsInLineBreak ? text.dropLast() : text[...]
    let lines = body.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    return (lines, isText && text.contains("\n"), endsInLineBreak || !isText)
  }
}
