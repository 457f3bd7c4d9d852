import Foundation
import SwiftSource
import Testing

@testable import InlineTextSnapshots
@testable import TextSnapshots

/// A pending change belongs to the test that recorded it, and is saved before the
/// failure is reported.
@Suite("Inline snapshots owned by their test")
struct InlineSnapshotOwnershipTests {
  /// Two tests whose calls have the same text and no snapshot yet.
  static let twins = """
    @Test func first() {
      let output = run(["a"])
      expectInlineSnapshot(of: output, as: .lines)
    }

    @Test func second() {
      let output = run(["b"])
      expectInlineSnapshot(of: output, as: .lines)
    }

    """

  /// Records a pending change for each twin, as one run would, and returns their names.
  private func recordTwins(_ package: InlinePackage) -> (first: String, second: String) {
    _ = package.check("a", call: 0, expected: nil, test: "first()")
    _ = package.check("b", call: 1, expected: nil, test: "second()")
    package.endRun()
    return (".inline/AppTests/AppTests.swift-3-23", ".inline/AppTests/AppTests.swift-8-23")
  }

  /// Two suites whose tests read alike and differ in a stored property.
  static let suites = """
    @Suite struct Short {
      let name = "-v"
      @Test func message() { expectInlineSnapshot(of: name, as: .lines) }
    }
    @Suite struct Long {
      let name = "--verbose"
      @Test func message() { expectInlineSnapshot(of: name, as: .lines) }
    }

    """

  @Test("A change is refused once its suite's name is swapped with a suite whose test reads alike")
  func swappedSuites() throws {
    let package = try InlinePackage(Self.suites)
    _ = package.check("-v", call: 0, expected: nil)
    _ = package.check("--verbose", call: 1, expected: nil)
    package.endRun()
    let names = [".inline/AppTests/AppTests.swift-3-46", ".inline/AppTests/AppTests.swift-7-46"]
    #expect(package.pending() == names)
    let swapped = Self.suites.replacingOccurrences(of: "struct Short", with: "struct TMP")
      .replacingOccurrences(of: "struct Long", with: "struct Short")
      .replacingOccurrences(of: "struct TMP", with: "struct Long")
    try package.write(swapped)
    for (name, owner) in zip(names, ["Short.message()", "Long.message()"]) {
      do {
        try package.accept(name)
        Issue.record("accepted \(name) into the other suite's call")
      } catch {
        #expect(
          error.reason.hasSuffix(
            "was edited since (its '\(owner)', or a suite around it, is not what the run saw), "
              + "so the change was not written. Rebuild and run again to record it afresh."),
          "\(error.reason)")
      }
    }
    #expect(package.source() == swapped)
  }

  @Test("Accepting one change of a suite leaves the next change of the same suite acceptable")
  func twoChangesOfOneSuite() throws {
    let suite = Self.suites.replacingOccurrences(
      of: "  @Test func message() { expectInlineSnapshot(of: name, as: .lines) }\n}\n@Suite",
      with: "  @Test func message() { expectInlineSnapshot(of: name, as: .lines) }\n"
        + "  @Test func other() { expectInlineSnapshot(of: name, as: .lines) }\n}\n@Suite")
    let package = try InlinePackage(suite)
    _ = package.check("-v", call: 0, expected: nil)
    _ = package.check("-v too", call: 1, expected: nil)
    package.endRun()
    let names = package.pending()
    #expect(names.count == 2)
    for name in names { try package.accept(name) }
    #expect(package.pending().isEmpty)
    #expect(package.source()?.contains("    -v too\n") == true)
  }

  @Test("Defect 1: the change of a deleted test is refused, naming it, and never lands in its twin")
  func deletedTest() throws {
    let package = try InlinePackage(Self.twins)
    let names = recordTwins(package)
    let second = Self.twins.components(separatedBy: "\n\n")[1]
    try package.write(second + "\n")
    do {
      try package.accept(names.first)
      Issue.record("accepted a deleted test's change")
    } catch {
      #expect(
        error.reason
          == "Tests/AppTests/AppTests.swift: not proven that the call is the one that ran, in the "
          + "test that recorded it (proof 2): the test AppTests/first() that recorded this change "
          + "is gone: the file holds no 'first()' now (removed or renamed), so the change was not "
          + "written. Run the tests again to record the changes they make now.")
    }
    #expect(package.source() == second + "\n")
    try package.accept(names.second)
    #expect(
      package.source()?.contains(
        "run([\"b\"])\n  expectInlineSnapshot(of: output, as: .lines) {\n    \"\"\"\n    b\n")
        == true)
    #expect(package.pending() == [names.first])
  }

  @Test(
    "A renamed test, an edited body or arguments, or a test written twice is refused",
    arguments: [
      ("@Test func first() {", "@Test func renamed() {", "is gone"),
      ("run([\"a\"])", "run([\"z\"])", "was edited since"),
      ("@Test func first() {", "@Test(arguments: [1]) func first() {", "was edited since"),
      (
        "@Test func first() {\n  let output",
        "@Test func first() {\n  expectInlineSnapshot(of: 1)\n  let output", "was edited since"
      ),
    ])
  func editedTest(from: String, to: String, reason: String) throws {
    let package = try InlinePackage(Self.twins)
    let names = recordTwins(package)
    let edited = Self.twins.replacingOccurrences(of: from, with: to)
    try package.write(edited)
    #expect(throws: InlineSnapshotAcceptError.self) { try package.accept(names.first) }
    do { try package.accept(names.first) } catch { #expect(error.reason.contains(reason)) }
    #expect(package.source() == edited)
  }

  @Test("Other tests may change around a pending change: it still goes into its own call")
  func otherTestsChange() throws {
    let package = try InlinePackage(Self.twins)
    let names = recordTwins(package)
    let moved =
      "import Testing\n\n@Test func added() {\n  expectInlineSnapshot(of: output, as: .lines)\n}\n\n"
      + Self.twins.replacingOccurrences(of: "run([\"b\"])", with: "run([\"c\"])")
    try package.write(moved)
    try package.accept(names.first)
    let text = try #require(package.source())
    #expect(
      text.contains(
        "run([\"a\"])\n  expectInlineSnapshot(of: output, as: .lines) {\n    \"\"\"\n    a\n"))
    #expect(
      text.hasPrefix(
        "import Testing\n\n@Test func added() {\n  expectInlineSnapshot(of: output, as: .lines)\n}")
    )
  }

  @Test("Same-named tests in two suites of one file keep their own changes")
  func twoSuites() throws {
    let suite = { (name: String) in
      "@Suite struct \(name) {\n  @Test func t() {\n    expectInlineSnapshot(of: x, as: .lines)\n  }\n}\n"
    }
    let package = try InlinePackage(suite("A") + "\n" + suite("B"))
    _ = package.check("a", call: 0, expected: nil)
    _ = package.check("b", call: 1, expected: nil)
    package.endRun()
    #expect(
      try package.pendingChange(".inline/AppTests/AppTests.swift-3-25").anchor.owner == "A.t()")
    try package.write(suite("B"))
    #expect(throws: InlineSnapshotAcceptError.self) {
      try package.accept(".inline/AppTests/AppTests.swift-3-25")
    }
    try package.accept(".inline/AppTests/AppTests.swift-9-25")
    #expect(package.source()?.contains("      \"\"\"\n      b\n      \"\"\"") == true)
  }

  @Test("A record and a pending change in one test: the run writes one, and the other follows it")
  func recordThenPending() throws {
    let package = try InlinePackage(Self.twins)
    let source = Self.twins.replacingOccurrences(
      of: "  expectInlineSnapshot(of: output, as: .lines)\n}\n\n@Test func second",
      with:
        "  expectInlineSnapshot(of: output, as: .lines)\n  expectInlineSnapshot(of: output, as: .lines)\n}\n\n@Test func second"
    )
    try package.write(source)
    _ = package.check("one", call: 0, expected: nil, record: .all, test: "first()")
    _ = package.check("two", call: 1, expected: nil, test: "first()")
    #expect(package.endRun().isEmpty)
    #expect(package.pending() == [".inline/AppTests/AppTests.swift-4-23"])
    let moved = try package.pendingChange(".inline/AppTests/AppTests.swift-4-23")
    #expect(moved.line == 8, "the change follows its call down past the recorded literal")
    try package.accept(".inline/AppTests/AppTests.swift-4-23")
    let text = try #require(package.source())
    #expect(
      text.contains(
        "    \"\"\"\n    one\n    \"\"\"\n  }\n  expectInlineSnapshot(of: output, as: .lines) {\n    \"\"\"\n    two\n"
      ))
  }

  @Test("A test declared twice under #if is refused when it records, naming the declaration")
  func conditionalTwins() throws {
    let source =
      "#if os(Linux)\n@Test func a() {\n  expectInlineSnapshot(of: x, as: .lines)\n}\n#else\n"
      + "@Test func a() {\n  expectInlineSnapshot(of: x, as: .lines)\n}\n#endif\n"
    let package = try InlinePackage(source)
    let issues = package.check("v", call: 0, expected: nil, test: "a()")
    #expect(
      issues.first?.hasSuffix(
        "the file holds 2 declarations of 'a()' (one on line 2 inside an #if and one on line "
          + "6 inside an #if), so it is not clear which one the change of the test AppTests/a() "
          + "is for; it was not written. The library cannot tell which branch of an #if the "
          + "compiler saw.") == true, "\(issues)")
    #expect(package.pending().isEmpty)
  }

  @Test("A test that is not where the build put it is refused at the assertion")
  func testMoved() throws {
    let package = try InlinePackage(Self.twins)
    var identity = package.identity(of: "first()")
    identity.line = 6
    let check = InlineSnapshotCheck(
      settings: SnapshotSettings(environment: [:]), record: nil,
      sourceLocation: SourceLocation(
        fileID: "AppTests/AppTests.swift", filePath: package.path(), line: 3, column: 23),
      test: identity, writer: package.writer,
      stack: .at(package.path(), line: 3, column: 23))
    let issues = check.verify(actual: "a", expected: nil, diffing: .lines).issues
    #expect(
      issues.first?.hasSuffix(
        "the test AppTests/first() is not where it was built (line 6); the file was edited "
          + "since, so it was left alone. Rebuild and run again.") == true)
    #expect(package.pending().isEmpty)
  }

  @Test("Defect 4: a failure's pending change is on disk before the issue is reported")
  func savedAtOnce() throws {
    let package = try InlinePackage(Self.twins)
    _ = package.check("a", call: 0, expected: nil, test: "first()")
    #expect(package.pending() == [".inline/AppTests/AppTests.swift-3-23"])
    // The process traps here: its writer never finishes, and a new one accepts.
    try package.accept(".inline/AppTests/AppTests.swift-3-23")
    #expect(package.source()?.contains("    \"\"\"\n    a\n    \"\"\"") == true)
  }

  @Test("Defect 4: a recorded change waits as a pending change until the process ends")
  func recordSurvivesTrap() throws {
    let package = try InlinePackage(Self.twins)
    let issues = package.check("b", call: 1, expected: nil, record: .all, test: "second()")
    #expect(issues.first?.hasPrefix("Recorded inline snapshot") == true)
    #expect(package.source() == Self.twins)
    #expect(package.pending() == [".inline/AppTests/AppTests.swift-8-23"])
    try package.accept(".inline/AppTests/AppTests.swift-8-23")
    #expect(package.source()?.contains("    \"\"\"\n    b\n    \"\"\"") == true)
  }

  @Test("Defect 4: a parameterized test's first case says a later one may withdraw its change")
  func parameterized() throws {
    let source =
      "@Test(arguments: [1, 2]) func p(value: Int) {\n  expectInlineSnapshot(of: value, as: .lines)\n}\n"
    let package = try InlinePackage(source)
    var identity = package.identity(of: "p(value:)")
    identity.isParameterized = true
    func check(_ value: String) -> [String] {
      InlineSnapshotCheck(
        settings: SnapshotSettings(environment: [:]), record: nil,
        sourceLocation: SourceLocation(
          fileID: "AppTests/AppTests.swift", filePath: package.path(), line: 2, column: 23),
        test: identity, writer: package.writer,
        stack: .at(package.path(), line: 2, column: 23)
      ).verify(actual: value, expected: nil, diffing: .lines).issues
    }
    let name = ".inline/AppTests/AppTests.swift-2-23"
    #expect(
      check("1").first?.hasSuffix(
        "Pending change written to Snapshots/\(name).new.\nAccept into the source with: swift run "
          + "snapshots accept \(name)\nThis test is parameterized: if another of its cases gives "
          + "this call another value, the change is withdrawn.") == true)
    #expect(package.pending() == [name])
    #expect(
      check("2").first?.contains("the pending change Snapshots/\(name).new was withdrawn") == true)
    #expect(package.pending().isEmpty)
    #expect(package.endRun().isEmpty)
    #expect(package.pending().isEmpty)
  }

  @Test(
    "Defect 6: a final newline or an empty value counts, both ways, as in file snapshots",
    arguments: [("text", "text\n"), ("", "\n"), ("a\n", "a\n\n"), ("a", "a ")])
  func exact(literal: String, value: String) throws {
    let package = try InlinePackage("  expectInlineSnapshot(of: x, as: .lines) { \"\" }\n")
    #expect(!package.check(value, call: 0, expected: literal, record: .never).isEmpty)
    #expect(!package.check(literal, line: 1, column: 23, expected: value, record: .never).isEmpty)
    #expect(package.check(value, call: 0, expected: value, record: .never).isEmpty)
  }

  @Test("Defect 6: recorded texts read back exactly, whatever an editor would trim, and parse")
  func roundTrip() throws {
    let texts = [
      "", "\n", "\n\n", "a", "a\n", "a\n\n", "trailing  \nspace\t", " \t ", "\u{202E}evil\u{202C}",
      "sep\u{2028}par\u{2029}", "\u{FEFF}bom", "\"\"\"\n\\(x)\\", "crlf\r\nline\r\n",
    ]
    // One test a text, all recorded in one run, so the file is written and parsed once.
    let source = texts.indices.map {
      "@Test func t\($0)() {\n  expectInlineSnapshot(of: x, as: .lines)\n}\n"
    }.joined()
    let package = try InlinePackage(source)
    for (index, text) in texts.enumerated() {
      _ = package.check(text, line: 3 * index + 2, column: 23, expected: nil, record: .all)
    }
    #expect(package.endRun().isEmpty)
    let rewritten = try #require(package.source())
    let scanner = SwiftSourceScanner(rewritten)
    let values = try scanner.calls(named: "expectInlineSnapshot").map { open in
      try InlineSnapshotCall.find(at: open, function: "expectInlineSnapshot", in: scanner, line: 0)
        .value
    }
    #expect(values.map { $0.map { Array($0.utf8) } } == texts.map { Array($0.utf8) })
    let rows = rewritten.utf8.split(separator: 0x0A).map { String(decoding: $0, as: UTF8.self) }
    #expect(!rows.contains { $0.hasSuffix(" ") || $0.hasSuffix("\t") }, "\(rewritten)")
    #expect(
      !rewritten.unicodeScalars.contains {
        [0x202E, 0x202C, 0x2028, 0x2029, 0xFEFF].contains($0.value)
      }, "\(rewritten)")
    let rejected = try SwiftcParse.rejected(["round trip": rewritten])
    #expect(rejected.isEmpty, "\(rejected)")
  }
}
