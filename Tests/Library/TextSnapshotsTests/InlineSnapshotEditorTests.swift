import Testing

@testable import InlineTextSnapshots
@testable import TextSnapshots

@Suite("Inline snapshot editor")
struct InlineSnapshotEditorTests {
  /// `source` with the call whose `(` is the first after `expectInlineSnapshot` holding `text`.
  private func rewritten(_ source: String, text: String, call index: Int = 0) throws -> String {
    let bytes = Array(source.utf8)
    let site = InlinePackage.site(index, in: source)
    let call = try InlineSnapshotFile.call(line: site.line, column: site.column, in: bytes)
    let result = try InlineSnapshotFile.rewrite(
      bytes, changes: [(call, text)], parser: SwiftParser { _, _, _ in nil }, name: "T.swift")
    return String(decoding: result.bytes, as: UTF8.self)
  }

  /// The reason `source`'s first call cannot be rewritten.
  private func refusal(_ source: String) -> InlineSnapshotError? {
    let site = InlinePackage.site(0, in: source)
    do {
      _ = try InlineSnapshotFile.call(line: site.line, column: site.column, in: Array(source.utf8))
      return nil
    } catch {
      return error
    }
  }

  @Test("A call without a closure gains one, indented one step deeper than the call")
  func addsClosure() throws {
    let source = """
      func f() {
          expectInlineSnapshot(of: x, as: .lines)
          other()
      }

      """
    #expect(
      try rewritten(source, text: "a\n\nb") == """
        func f() {
            expectInlineSnapshot(of: x, as: .lines) {
              \"""
              a

              b
              \"""
            }
            other()
        }

        """)
  }

  @Test("An existing literal is replaced, and the rest of the file is untouched")
  func replacesLiteral() throws {
    let source = """
      let a = "keep (this)" // and this {
        expectInlineSnapshot(
          of: "x(", as: .lines
        ) {
          \"""
          old
          more
          \"""
        }
      let b = 2

      """
    #expect(
      try rewritten(source, text: "new") == """
        let a = "keep (this)" // and this {
          expectInlineSnapshot(
            of: "x(", as: .lines
          ) {
            \"""
            new
            \"""
          }
        let b = 2

        """)
  }

  @Test(
    "Text with a backslash or triple quote gets a raw literal",
    arguments: [
      (#"a\b"#, 1), (#"say """ hi"#, 1), (##"a"""#b"##, 2), ("plain", 0),
    ])
  func rawDelimiters(text: String, hashes: Int) throws {
    #expect(InlineSnapshotEditor.hashCount(for: text) == hashes)
    let edited = try rewritten("expectInlineSnapshot(of: 1)\n", text: text)
    let delimiter = String(repeating: "#", count: hashes) + "\"\"\""
    #expect(edited.contains("  " + delimiter + "\n  " + text + "\n"))
  }

  @Test(
    "Case 4: what sits between ')' and '{' is read, so the closure is replaced, never doubled",
    arguments: [
      "  expectInlineSnapshot(of: x, as: .lines) /* c */ { \"old\" }\n",
      "  expectInlineSnapshot(of: x, as: .lines) // c\n  { \"old\" }\n",
      "  expectInlineSnapshot(of: x, as: .lines) /* a { */ // b {\n  /* c */ { \"old\" }\n",
      "  expectInlineSnapshot(of: x, as: .lines)\n  {\n    #\"old\"#\n  }\n",
    ])
  func commentsBeforeTheClosure(source: String) throws {
    let edited = try rewritten(source, text: "new")
    #expect(edited.hasPrefix("  expectInlineSnapshot(of: x, as: .lines)"))
    #expect(edited.hasSuffix("{\n    \"\"\"\n    new\n    \"\"\"\n  }\n"))
    #expect(edited.filter { $0 == "{" }.count == source.filter { $0 == "{" }.count)
    #expect(!edited.contains("old"))
  }

  @Test("Case 4: a 'matches:' argument is rewritten in place, a closure or nil alike")
  func labelledArgument() throws {
    #expect(
      try rewritten(
        "  expectInlineSnapshot(of: x, as: .lines, matches: { \"old\" })\n", text: "new")
        == "  expectInlineSnapshot(of: x, as: .lines, matches: {\n    \"\"\"\n    new\n    \"\"\"\n  })\n"
    )
    #expect(
      try rewritten("  expectInlineSnapshot(of: x, as: .lines, matches: nil)\n", text: "new")
        == "  expectInlineSnapshot(of: x, as: .lines, matches: {\n    \"\"\"\n    new\n    \"\"\"\n  })\n"
    )
    #expect(
      try rewritten("  expectInlineSnapshot(of: x, matches: nil ) // note\n", text: "a")
        == "  expectInlineSnapshot(of: x, matches: {\n    \"\"\"\n    a\n    \"\"\"\n  } ) // note\n"
    )
  }

  @Test(
    "Case 4: regex literals, bare and extended, hide their brackets",
    arguments: [
      "  expectInlineSnapshot(of: x.replacing(/\\(/, with: \"\"), as: .lines)\n",
      "  let r = /[(]/; expectInlineSnapshot(of: x, as: .lines)\n",
      "  expectInlineSnapshot(of: x.replacing(#/\\)/#, with: \"\"), as: .lines)\n",
      "  expectInlineSnapshot(of: x.firstMatch(of: /a(b)c/) != nil, as: .lines)\n",
      "  expectInlineSnapshot(of: (a) / 2 / (b), as: .lines)\n",
    ])
  func regexLiterals(source: String) throws {
    let edited = try rewritten(source, text: "new")
    #expect(edited == source.dropLast() + " {\n    \"\"\"\n    new\n    \"\"\"\n  }\n")
  }

  @Test(
    "Escapes what Swift rejects, an editor trims or a reader cannot see; writes the rest as it is",
    arguments: [
      ("a\u{7F}b", #"a\u{7F}b"#), ("a\rb", #"a\rb"#), ("\u{1B}[2J", #"\u{1B}[2J"#),
      ("nul\u{0}", #"nul\0"#), ("tab\there", "tab\there"), ("\u{9B}\u{202E}", #"\u{9B}\u{202E}"#),
      ("back\\slash\u{7F}", ##"back\slash\#u{7F}"##), ("two  ", #"two\u{20}\u{20}"#),
      ("tab\t", #"tab\t"#), (" \t ", #"\u{20}\t\u{20}"#), ("in  side", "in  side"),
      ("\u{2066}x\u{2069}\u{200F}", #"\u{2066}x\u{2069}\u{200F}"#),
      ("line\u{2028}sep\u{2029}", #"line\u{2028}sep\u{2029}"#), ("\u{FEFF}bom", #"\u{FEFF}bom"#),
      ("é, 日本, 👩‍👩‍👧", "é, 日本, 👩‍👩‍👧"), ("raw\\ end ", ##"raw\ end\#u{20}"##),
      ("no\u{A0}break\u{200B}zero", #"no\u{A0}break\u{200B}zero"#),
      ("\u{3000}\u{2060}\u{AD}\u{3164}\u{85}", #"\u{3000}\u{2060}\u{AD}\u{3164}\u{85}"#),
      ("lone\u{200D}joiner", #"lone\u{200D}joiner"#), ("❤\u{FE0F}", "❤\u{FE0F}"),
    ])
  func escapes(text: String, written: String) throws {
    let edited = try rewritten("expectInlineSnapshot(of: 1)\n", text: text)
    #expect(edited.contains("\n  " + written + "\n"))
    #expect(
      !edited.unicodeScalars.contains {
        $0.value == 0x7F || ($0.value < 0x20 && $0 != "\n" && $0 != "\t")
      })
  }

  @Test("Case 8: a CRLF file gets CRLF lines; a byte order mark stays")
  func lineEndings() throws {
    let source = "\u{FEFF}func f() {\r\n  expectInlineSnapshot(of: x, as: .lines)\r\n}\r\n"
    let edited = try rewritten(source, text: "a\nb")
    #expect(
      edited
        == "\u{FEFF}func f() {\r\n  expectInlineSnapshot(of: x, as: .lines) {\r\n    \"\"\"\r\n    a\r\n"
        + "    b\r\n    \"\"\"\r\n  }\r\n}\r\n")
  }

  @Test("Tabs stay tabs")
  func tabs() throws {
    #expect(
      try rewritten("\texpectInlineSnapshot(of: x)\n", text: "a")
        == "\texpectInlineSnapshot(of: x) {\n\t\t\"\"\"\n\t\ta\n\t\t\"\"\"\n\t}\n")
  }

  @Test(
    "Refuses what it cannot rewrite safely, naming the reason",
    arguments: [
      ("expectInlineSnapshot(of: 1) { \"a\\(b)\" }\n", InlineSnapshotError.interpolation(line: 1)),
      ("expectInlineSnapshot(of: 1) { let s = \"a\"; return s }\n", .closureNotALiteral(line: 1)),
      ("expectInlineSnapshot(of: 1) { /* why */ \"a\" }\n", .closureNotALiteral(line: 1)),
      ("expectInlineSnapshot(of: \"1) {\n", .unreadableSource(line: 1)),
      ("expectInlineSnapshot(of: 1) { \"a\\q\" }\n", .unreadableSource(line: 1)),
      ("expectInlineSnapshot(of: 1, matches: expected)\n", .matchesNotAClosure(line: 1)),
      ("expectInlineSnapshot(of: 1, matches: nil) { \"a\" }\n", .twoSnapshots(line: 1)),
    ])
  func refuses(source: String, error: InlineSnapshotError) {
    #expect(refusal(source) == error)
  }

  @Test("The call must be where the compiler put it")
  func callNotFound() {
    #expect(
      throws: InlineSnapshotError.otherCall(
        called: "somethingElse", function: "expectInlineSnapshot", line: 1)
    ) {
      try InlineSnapshotFile.call(line: 1, column: 14, in: Array("somethingElse(of: 1)\n".utf8))
    }
    #expect(throws: InlineSnapshotError.callNotFound(function: "expectInlineSnapshot", line: 1)) {
      try InlineSnapshotFile.call(line: 1, column: 3, in: Array("a + (b)\n".utf8))
    }
    #expect(
      InlineSnapshotError.otherCall(
        called: "expectGreeting", function: "expectInlineSnapshot", line: 4
      ).text.contains("functionName: \"expectGreeting\""))
    #expect(throws: InlineSnapshotError.callNotFound(function: "expectInlineSnapshot", line: 3)) {
      try InlineSnapshotFile.call(line: 3, column: 1, in: Array("a\n".utf8))
    }
  }

  @Test(
    "Defect 3: in a condition the snapshot goes into a 'matches:' argument, never a trailing closure",
    arguments: [
      (
        "  guard case () = expectInlineSnapshot(of: \"g\", as: .lines) else { return }\n",
        "  guard case () = expectInlineSnapshot(of: \"g\", as: .lines, matches: {\n    \"\"\"\n    g\n    \"\"\"\n  }) else { return }\n"
      ),
      (
        "  if case () = expectInlineSnapshot(of: \"g\", as: .lines) { print(\"x\") }\n",
        "  if case () = expectInlineSnapshot(of: \"g\", as: .lines, matches: {\n    \"\"\"\n    g\n    \"\"\"\n  }) { print(\"x\") }\n"
      ),
      (
        "  while expectInlineSnapshot(of: \"g\",) == () { break }\n",
        "  while expectInlineSnapshot(of: \"g\", matches: {\n    \"\"\"\n    g\n    \"\"\"\n  }) == () { break }\n"
      ),
      (
        "  if expectInlineSnapshot() == () {}\n",
        "  if expectInlineSnapshot(matches: {\n    \"\"\"\n    g\n    \"\"\"\n  }) == () {}\n"
      ),
    ])
  func conditions(source: String, expected: String) throws {
    #expect(try rewritten(source, text: "g") == expected)
  }

  @Test("Defect 3: in an interpolation the snapshot is a single-line literal")
  func interpolations() throws {
    #expect(
      try rewritten(
        "  let s = \"\\(expectInlineSnapshot(of: \"x\", as: .lines))\"\n", text: "a\n\"b\"\\ ")
        == "  let s = \"\\(expectInlineSnapshot(of: \"x\", as: .lines) { \"a\\n\\\"b\\\"\\\\ \" })\"\n"
    )
    #expect(
      try rewritten("  _ = \"\\(expectInlineSnapshot(of: x) { \"old\" })\"\n", text: "\u{202E}\t")
        == "  _ = \"\\(expectInlineSnapshot(of: x) { \"\\u{202E}\\t\" })\"\n")
  }

  @Test("A helper's call in a condition is refused: the library cannot know it takes 'matches:'")
  func helperInCondition() {
    let source = "  guard case () = expectGreeting(for: \"Ada\") else { return }\n"
    let site = InlinePackage.site(0, in: source, function: "expectGreeting")
    #expect(
      throws: InlineSnapshotError.noClosureHere(
        keyword: "guard", function: "expectGreeting", line: 1)
    ) {
      let bytes = Array(source.utf8)
      let call = try InlineSnapshotFile.call(
        line: site.line, column: site.column, in: bytes, function: "expectGreeting")
      _ = try InlineSnapshotEditor.edit(call, text: "x", in: bytes)
    }
    let message = InlineSnapshotError.noClosureHere(
      keyword: "guard", function: "expectGreeting", line: 1
    ).text
    #expect(message.hasSuffix("Write 'matches: nil' as its last argument and run again."))
    #expect(
      (try? rewritten(
        "  guard case () = expectGreeting(for: \"Ada\", matches: nil) else { return }\n"
          .replacingOccurrences(of: "expectGreeting", with: "expectInlineSnapshot"), text: "x"))?
        .contains("matches: {") == true)
  }

  @Test(
    "A call inside a macro, placed at the macro by the compiler, is refused as such, not as an edit"
  )
  func insideMacro() {
    let source = "  #expect(throws: Never.self) { expectInlineSnapshot(of: x, as: .lines) }\n"
    #expect(
      throws: InlineSnapshotError.insideMacro(
        macro: "expect", function: "expectInlineSnapshot", line: 1)
    ) {
      try InlineSnapshotFile.call(line: 1, column: 3, in: Array(source.utf8))
    }
    #expect(
      InlineSnapshotError.insideMacro(macro: "expect", function: "expectInlineSnapshot", line: 1)
        .text.contains(
          "inside the macro #expect, and the compiler gives a call there the macro's place"))
  }

  @Test(
    "U1: a property's observers after a call are named as such, never read as its closure",
    arguments: [
      "  var v: () = expectInlineSnapshot(of: \"observed\\n\", as: .lines) { didSet {} }\n",
      "  var v: () = expectInlineSnapshot(of: x) {\n    // why\n    willSet { print(1) }\n  }\n",
      "expectInlineSnapshot(of: x) { didSet }\n",
    ])
  func propertyObservers(source: String) throws {
    #expect(refusal(source) == .propertyObservers(function: "expectInlineSnapshot", line: 1))
    let message = InlineSnapshotError.propertyObservers(
      function: "expectInlineSnapshot", line: 1
    ).text
    let expected: String =
      "the call to expectInlineSnapshot on line 1 is followed by a property's observers "
      + "('{ didSet … }' or '{ willSet … }'), not by a snapshot closure: Swift never reads "
      + "such a block as a trailing closure, so the call has no snapshot yet, and a closure "
      + "written after it would be read as the observers' block; nothing was written, and "
      + "rebuilding will not change that. Add 'matches: { \"\" }' in its place in the "
      + "call's parentheses, and run again."
    #expect(message == expected)
    #expect(!message.contains("string literal"))
  }

  @Test(
    "U1: with matches: in the parentheses, the snapshot is written there and the observers kept")
  func matchesBeforeObservers() throws {
    let source = "  var v: () = expectInlineSnapshot(of: x, matches: nil) { willSet {} }\n"
    let written = try rewritten(source, text: "a")
    #expect(
      written
        == "  var v: () = expectInlineSnapshot(of: x, matches: {\n    \"\"\"\n    a\n    \"\"\"\n"
        + "  }) { willSet {} }\n")
    let rejected = try SwiftcParse.rejected(["observed": "struct S {\n\(written)}\n"])
    #expect(rejected.isEmpty, "\(rejected)")
    // A closure whose first word merely starts like one is a closure.
    #expect(refusal("expectInlineSnapshot(of: x) { didSetting }\n") == .closureNotALiteral(line: 1))
  }

  @Test("U1: a record run of a call followed by observers writes nothing and names them")
  func observersRecorded() throws {
    let source =
      "@Test func t() {\n  var v: () = expectInlineSnapshot(of: \"observed\\n\", as: .lines) "
      + "{ didSet {} }\n  v = ()\n}\n"
    let package = try InlinePackage(source)
    let issues = package.check("observed\n", call: 0, expected: nil, record: .all, test: "t()")
    let issue = try #require(issues.first)
    #expect(issue.contains("on line 2 is followed by a property's observers"), "\(issue)")
    #expect(!issue.contains("string literal"))
    #expect(package.endRun().isEmpty)
    #expect(package.source() == source)
    #expect(package.pending().isEmpty)
  }
}
