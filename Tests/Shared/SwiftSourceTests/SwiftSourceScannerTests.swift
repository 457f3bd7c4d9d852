import Foundation
import TestSupport
import Testing

@testable import SwiftSource

@Suite("Swift source scanner")
struct SwiftSourceScannerTests {
  @Test(
    "String literals end where Swift says they do",
    arguments: [
      (#""a\"b" rest"#, 6),
      (##"#"a"b"# rest"##, 7),
      ("\"\"\"\na\"\"b\n\"\"\" rest", 12),
      (#""x\(f("y)"))z" rest"#, 14),
      ("#\"\"\"\na\"\"\"b\n\"\"\"# rest", 15),
      (#""a\\" rest"#, 5),
    ])
  func literalEnds(source: String, end: Int) throws {
    let scanner = SwiftSourceScanner(source)
    #expect(try scanner.endOfStringLiteral(at: 0) == end)
  }

  @Test("Brackets inside strings, comments, regex literals and raw identifiers do not count")
  func brackets() throws {
    let source = "( \")\" // )\n /* ) /* ) */ */ #/)/# `a)b` ) tail"
    let scanner = SwiftSourceScanner(source)
    #expect(try scanner.closingBracket(from: 0) == source.utf8.count - 6)
  }

  @Test(
    "A '/' is a regex where Swift reads one, and an operator where it divides",
    arguments: [
      ("x = /a(b)/", [SwiftSourceScanner.Token.Kind.identifier, .operator, .regex]),
      ("f(/[(]/)", [.identifier, .punctuation, .regex, .punctuation]),
      ("a / b / c", [.identifier, .operator, .identifier, .operator, .identifier]),
      ("(a) / 2", [.punctuation, .identifier, .punctuation, .operator, .number]),
      (
        "reduce(0, /)", [.identifier, .punctuation, .number, .punctuation, .operator, .punctuation]
      ),
      ("f(/, /)", [.identifier, .punctuation, .operator, .punctuation, .operator, .punctuation]),
      ("return /x/", [.identifier, .regex]),
      ("x /= 2", [.identifier, .operator, .number]),
    ])
  func regexOrOperator(source: String, kinds: [SwiftSourceScanner.Token.Kind]) throws {
    let tokens = try SwiftSourceScanner(source).tokens().filter { !$0.isTrivia }
    #expect(tokens.map(\.kind) == kinds)
  }

  @Test("Finds every call by name in code, and none in comments, strings or other names")
  func calls() throws {
    let source = """
      expectInlineSnapshot(of: 1); x.expectInlineSnapshot(of: 2)
      // expectInlineSnapshot(of: 3)
      let s = "expectInlineSnapshot(of: 4)"
      myexpectInlineSnapshot(of: 5); expectInlineSnapshot (of: 6)
      expectInlineSnapshot
      (of: 7)
      """
    let scanner = SwiftSourceScanner(source)
    let calls = try scanner.calls(named: "expectInlineSnapshot")
    let bytes = Array(source.utf8)
    let arguments = calls.map { open in
      String(decoding: bytes[(open + 1)..<(open + 6)], as: UTF8.self)
    }
    #expect(arguments == ["of: 1", "of: 2", "of: 6"])
  }

  @Test("Fails on what it cannot read, at the offset where it starts")
  func failures() {
    #expect(throws: SwiftSourceScanner.Failure.unterminated(offset: 4)) {
      try SwiftSourceScanner("let \"abc\n").tokens()
    }
    #expect(throws: SwiftSourceScanner.Failure.unterminated(offset: 0)) {
      try SwiftSourceScanner("/* a /* b */").tokens()
    }
    #expect(throws: SwiftSourceScanner.Failure.unbalanced(offset: 3)) {
      try SwiftSourceScanner("(a ]").closingBracket(from: 0)
    }
  }

  @Test("Reads every Swift file of this package without failing")
  func readsThisPackage() throws {
    let root = try TestPackage.root()
    var count = 0
    for folder in ["Sources", "Tests", "Lessons"] {
      let files = FileManager.default.enumerator(
        at: root.appendingPathComponent(folder), includingPropertiesForKeys: nil,
        options: [.skipsHiddenFiles])
      while let file = files?.nextObject() as? URL {
        guard file.pathExtension == "swift" else { continue }
        let bytes = try #require(FileManager.default.contents(atPath: file.path))
        #expect(throws: Never.self, "\(file.path)") {
          try SwiftSourceScanner(Array(bytes)).tokens()
        }
        count += 1
      }
    }
    #expect(count > 100)
  }
}

@Suite("Swift string literals")
struct SwiftStringLiteralTests {
  private func value(_ literal: String) throws -> String {
    let bytes = Array(literal.utf8)
    return try SwiftStringLiteral.value(in: bytes, range: 0..<bytes.count)
  }

  @Test(
    "A literal's value is what the compiler makes of it",
    arguments: [
      (#""a\nb\t\"c\"\\\0""#, "a\nb\t\"c\"\\\0"),
      (#""\u{1F600}\u{7F}""#, "\u{1F600}\u{7F}"),
      (##"#"a\nb\#n"#"##, "a\\nb\n"),
      ("\"\"\"\n  a\n    b\n\n  \"\"\"", "a\n  b\n"),
      ("\"\"\"\n  a \\\n  b\n  \"\"\"", "a b"),
      ("\"\"\"\r\n  a\r\n  b\r\n  \"\"\"", "a\nb"),
      ("#\"\"\"\n\ta\\\n\t\"\"\"#", "a\\"),
      ("\"\"\"\n\"\"\"", ""),
      ("\"\"\"\n  x\n \n  \"\"\"", "x\n"),
    ])
  func values(literal: String, value: String) throws {
    #expect(Array(try self.value(literal).utf8) == Array(value.utf8))
  }

  @Test(
    "A literal that interpolates, or that Swift rejects, has no value",
    arguments: [
      (#""a\(b)""#, SwiftStringLiteral.Failure.interpolation),
      (##"#"a\#(b)"#"##, .interpolation),
      (#""a\qb""#, .malformed),
      ("\"\"\"\n  a\n b\n  \"\"\"", .malformed),
      ("\"\"\"x\n  \"\"\"", .malformed),
      ("\"\"\"\n  a\n  b \"\"\"", .malformed),
    ])
  func noValue(literal: String, failure: SwiftStringLiteral.Failure) {
    #expect(throws: failure) { try value(literal) }
  }

  @Test("Tokens read once are the tokens read again; a part before a flaw still reads")
  func tokensOnce() throws {
    let scanner = SwiftSourceScanner("f(\"\\(g(x))\") /* c */ h(y)\n")
    let first = try scanner.tokens()
    #expect(try scanner.tokens() == first)
    #expect(try SwiftSourceScanner(scanner.bytes).tokens() == first)
    #expect(try scanner.calls(named: "g") == [6], "a call inside an interpolation is found")
    let broken = SwiftSourceScanner("a(b) \"never closed\n")
    #expect(throws: SwiftSourceScanner.Failure.self) { try broken.tokens() }
    let part = try broken.tokens { $0.range.lowerBound >= 3 }
    #expect(part.map(\.range) == [0..<1, 1..<2, 2..<3, 3..<4])
    #expect(throws: SwiftSourceScanner.Failure.self) { try broken.tokens() }
  }
}
