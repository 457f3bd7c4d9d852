import Testing

@testable import TextSnapshots

@Suite("Inline snapshot editor")
struct InlineSnapshotEditorTests {
  let editor = InlineSnapshotEditor(function: "expectInlineSnapshot")

  @Test("A call without a closure gains one, indented one step deeper than the call")
  func addsClosure() throws {
    let source = """
      func f() {
          expectInlineSnapshot(of: x, as: .lines)
          other()
      }

      """
    let edit = try editor.rewrite(source, line: 2, column: 5, text: "a\n\nb")
    #expect(
      edit.source == """
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
    #expect(edit.lineDelta == 6)
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
    let edit = try editor.rewrite(source, line: 2, column: 3, text: "new")
    #expect(
      edit.source == """
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
    #expect(edit.lineDelta == -1)
  }

  @Test(
    "Text with a backslash or triple quote gets a raw literal",
    arguments: [
      (#"a\b"#, 1), (#"say """ hi"#, 1), (##"a"""#b"##, 2), ("plain", 0),
    ])
  func rawDelimiters(text: String, hashes: Int) throws {
    #expect(InlineSnapshotEditor.hashCount(for: text) == hashes)
    let edit = try editor.rewrite("expectInlineSnapshot(of: 1)\n", line: 1, column: 1, text: text)
    let delimiter = String(repeating: "#", count: hashes) + "\"\"\""
    #expect(edit.source.contains("  " + delimiter + "\n  " + text + "\n"))
  }

  @Test(
    "Refuses what it cannot rewrite safely, naming the reason",
    arguments: [
      ("expectInlineSnapshot(of: 1) { \"a\\(b)\" }\n", InlineSnapshotError.interpolation(line: 1)),
      ("expectInlineSnapshot(of: 1) { let s = \"a\"; return s }\n", .closureNotALiteral(line: 1)),
      ("expectInlineSnapshot(of: 1) { /* why */ \"a\" }\n", .closureNotALiteral(line: 1)),
      ("expectInlineSnapshot(of: \"1) {\n", .unreadableSource(line: 1)),
      ("somethingElse(of: 1)\n", .callNotFound(function: "expectInlineSnapshot", line: 1)),
      ("expectInlineSnapshot(of: 1)\n{ \"a\" }\n", .braceOnLaterLine(line: 1)),
    ])
  func refuses(source: String, error: InlineSnapshotError) {
    #expect(throws: error) { try editor.rewrite(source, line: 1, column: 1, text: "x") }
  }

  @Test("Text a multi-line literal cannot hold is refused")
  func unrepresentable() {
    #expect(throws: InlineSnapshotError.unrepresentable(scalar: 0x0D)) {
      try editor.rewrite("expectInlineSnapshot(of: 1)\n", line: 1, column: 1, text: "a\rb")
    }
  }

  @Test("Of two calls on one line, the one nearest the column is edited")
  func nearestColumn() throws {
    let source = "expectInlineSnapshot(of: 1); expectInlineSnapshot(of: 2)\n"
    let edit = try editor.rewrite(source, line: 1, column: 30, text: "x")
    #expect(edit.source.hasPrefix("expectInlineSnapshot(of: 1); expectInlineSnapshot(of: 2) {"))
  }
}

@Suite("Swift source scanner")
struct SwiftSourceScannerTests {
  @Test(
    "String literals end where Swift says they do",
    arguments: [
      (#""a\"b" rest"#, 6),
      (##"#"a"b"# rest"##, 7),
      ("\"\"\"\na\"\"b\n\"\"\" rest", 12),
      (#""x\(f("y)"))z" rest"#, 14),
    ])
  func literalEnds(source: String, end: Int) throws {
    let scanner = SwiftSourceScanner(source)
    #expect(try scanner.endOfStringLiteral(at: 0, refusingInterpolation: false) == end)
  }

  @Test("Brackets inside strings and comments do not count")
  func brackets() throws {
    let source = "( \")\" // )\n /* ) /* ) */ */ ) tail"
    let scanner = SwiftSourceScanner(source)
    #expect(try scanner.closingBracket(from: 0) == source.utf8.count - 6)
  }
}
