import SwiftSource
import Testing

@testable import InlineTextSnapshots
@testable import TextSnapshots

@Suite("Where an inline snapshot call stands")
struct InlineCallContextTests {
  /// The context of the first `expectInlineSnapshot` in `source`.
  private func context(_ source: String) throws -> InlineCallContext {
    let bytes = Array(source.utf8)
    let start = try #require(bytes.firstRange(of: Array("expectInlineSnapshot(".utf8)))
    return try InlineCallContext.of(nameStart: start.lowerBound, in: SwiftSourceScanner(bytes))
  }

  @Test(
    "A call in a statement's condition is in its condition, where a '{' opens the body",
    arguments: [
      ("guard case () = expectInlineSnapshot(of: g) else { return }", "guard"),
      ("if case () = expectInlineSnapshot(of: g) { print(1) }", "if"),
      ("if x, let y = z, expectInlineSnapshot(of: g) == () {}", "if"),
      ("} else if expectInlineSnapshot(of: g) == () {}", "if"),
      ("while expectInlineSnapshot(of: g) == () { break }", "while"),
      ("for x in expectInlineSnapshot(of: g) where x {}", "for"),
      ("switch expectInlineSnapshot(of: g) { default: break }", "switch"),
      ("repeat { x() } while expectInlineSnapshot(of: g) == ()", "while"),
      ("} catch let e where expectInlineSnapshot(of: g) == () {}", "catch"),
    ])
  func conditions(line: String, keyword: String) throws {
    #expect(try context(line) == .condition(keyword: keyword))
  }

  @Test(
    "A call in a statement, a closure or brackets may take a trailing closure",
    arguments: [
      "expectInlineSnapshot(of: g)",
      "if x { expectInlineSnapshot(of: g) }",
      "guard x else { expectInlineSnapshot(of: g); return }",
      "if list.contains(where: { expectInlineSnapshot(of: $0) == () }) {}",
      "if f(expectInlineSnapshot(of: g)) {}",
      "for _ in [expectInlineSnapshot(of: g)] {}",
      "f(if: 1, expectInlineSnapshot(of: g))",
      "let v = x.if; expectInlineSnapshot(of: g)",
      "withKnownIssue { expectInlineSnapshot(of: g) }",
      "do { try f() } catch { expectInlineSnapshot(of: g) }",
    ])
  func code(line: String) throws {
    #expect(try context(line) == .code)
  }

  @Test(
    "A call in an interpolation, of a single-line or multi-line literal, is in it",
    arguments: [
      #"let s = "\(expectInlineSnapshot(of: g))""#,
      "let s = \"\"\"\n  a \\(expectInlineSnapshot(of: g)) b\n  \"\"\"",
      ##"let s = #"\#(expectInlineSnapshot(of: g))"#"##,
      #"if "\(expectInlineSnapshot(of: g))" == "" {}"#,
    ])
  func interpolations(line: String) throws {
    #expect(try context(line) == .interpolation)
  }
}
