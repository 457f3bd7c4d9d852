import Foundation
import Testing

@testable import InlineTextSnapshots
@testable import TextSnapshots

@Suite("Inline snapshot writer")
struct InlineSnapshotWriterTests {
  /// Three tests in the default layout: `a` has no closure yet, `b` matches, `c` differs,
  /// and every call's text is the same.
  static let threeTests = """
    @Test func a() {
      expectInlineSnapshot(of: value, as: .lines)
    }

    @Test func b() {
      expectInlineSnapshot(of: value, as: .lines) { "b" }
    }

    @Test func c() {
      expectInlineSnapshot(of: value, as: .lines) { "old" }
    }

    """

  /// Whether `b` holds its literal still, and `c` the text `c`.
  static func holdsBAndNewC(_ text: String) -> Bool {
    text.contains("func b() {\n  expectInlineSnapshot(of: value, as: .lines) { \"b\" }")
      && text.contains(
        "func c() {\n  expectInlineSnapshot(of: value, as: .lines) {\n    \"\"\"\n    c\n")
  }

  @Test("Case 1: a pending change is accepted into its own call after the run added lines above it")
  func pendingFollowsItsCall() throws {
    let package = try InlinePackage(Self.threeTests)
    _ = package.check("a", call: 0, expected: nil, record: .missing)
    _ = package.check("b", call: 1, expected: "b", record: .missing)
    _ = package.check("c", call: 2, expected: "old", record: .missing)
    #expect(package.endRun().isEmpty)
    #expect(package.pending() == [".inline/AppTests/AppTests.swift-10-23"])
    try package.accept(".inline/AppTests/AppTests.swift-10-23")
    #expect(
      package.source() == """
        @Test func a() {
          expectInlineSnapshot(of: value, as: .lines) {
            \"""
            a
            \"""
          }
        }

        @Test func b() {
          expectInlineSnapshot(of: value, as: .lines) { "b" }
        }

        @Test func c() {
          expectInlineSnapshot(of: value, as: .lines) {
            \"""
            c
            \"""
          }
        }

        """)
  }

  @Test("Case 1: a pending change the user's edit moved is found in its own test")
  func pendingFoundByContent() throws {
    let package = try InlinePackage(Self.threeTests)
    _ = package.check("c", call: 2, expected: "old")
    package.endRun()
    try package.write("// A comment the user added.\n\n" + Self.threeTests)
    try package.accept(".inline/AppTests/AppTests.swift-10-23")
    #expect(Self.holdsBAndNewC(try #require(package.source())))
  }

  @Test(
    "Case 1: accepting refuses when the test was edited, naming the test, and never picks a twin")
  func acceptRefuses() throws {
    let package = try InlinePackage(Self.threeTests)
    _ = package.check("c", call: 2, expected: "old", test: "c()")
    package.endRun()
    let name = ".inline/AppTests/AppTests.swift-10-23"
    let changed = Self.threeTests.replacingOccurrences(of: "\"old\"", with: "\"edited\"")
    try package.write(changed)
    do {
      try package.accept(name)
      Issue.record("accepted into an edited test")
    } catch {
      #expect(
        error.reason
          == "Tests/AppTests/AppTests.swift: not proven that the file is what the tests were "
          + "compiled from (proof 1): the test AppTests/c() that recorded this change was "
          + "edited since (its 'c()', or a suite around it, is not what the run saw), so the change "
          + "was not written. "
          + "Rebuild and run again to record it afresh.")
    }
    #expect(package.source() == changed)
    // A twin of c with the same call and literal, above it: the change still goes into c.
    let twin = "@Test func d() {\n  expectInlineSnapshot(of: value, as: .lines) { \"old\" }\n}\n\n"
    try package.write(twin + Self.threeTests)
    try package.accept(name)
    let text = try #require(package.source())
    #expect(text.hasPrefix(twin))
    #expect(Self.holdsBAndNewC(text))
    #expect(package.pending().isEmpty)
  }

  @Test("Case 1: stale copies of one call's pending change do not pile up")
  func staleCopies() throws {
    let body = "@Test func c() {\n  expectInlineSnapshot(of: value, as: .lines) { \"old\" }\n}\n"
    let package = try InlinePackage(body)
    _ = package.check("c", call: 0, expected: "old")
    package.endRun()
    try package.write("\n\n\n" + body)
    _ = package.check("c", call: 0, expected: "old")
    package.endRun()
    #expect(package.pending() == [".inline/AppTests/AppTests.swift-5-23"])
    _ = package.check("old", call: 0, expected: "old")
    package.endRun()
    #expect(package.pending().isEmpty)
  }

  /// `alpha` with a change pending, and `bravo` added above it since, so `bravo`'s call
  /// is now at the line and column `alpha`'s was when it ran.
  static let alpha =
    "@Test func alpha() {\n  expectInlineSnapshot(of: value, as: .lines) { \"old alpha\" }\n}\n"
  static let bravo =
    "@Test func bravo() {\n  expectInlineSnapshot(of: value, as: .lines) { \"bravo\" }\n}\n\n"

  @Test(
    "A pending change is kept when another test now at its line and column passes, fails or records",
    arguments: [
      ("passes", "bravo", SnapshotRecordMode?.none),
      ("fails", "new bravo", SnapshotRecordMode?.none),
      ("records", "new bravo", SnapshotRecordMode?.some(.all)),
    ])
  func otherTestAtSamePlace(how: String, bravoValue: String, record: SnapshotRecordMode?) throws {
    let package = try InlinePackage(Self.alpha)
    _ = package.check("new alpha", call: 0, expected: "old alpha", test: "alpha()")
    package.endRun()
    let name = ".inline/AppTests/AppTests.swift-2-23"
    #expect(package.pending() == [name])
    try package.write(Self.bravo + Self.alpha)
    let issues = package.check(
      bravoValue, call: 0, expected: "bravo", record: record, test: "bravo()")
    if how == "fails" {
      #expect(
        issues.first?.hasSuffix(
          "The pending change could not be written to Snapshots/.inline/AppTests/"
            + "AppTests.swift-2-23.new: it holds a change that test AppTests/alpha() recorded "
            + "when its call was at this line and column, which only a run of that test "
            + "replaces. Accept or reject it first (swift run snapshots review), then run "
            + "AppTests/bravo() again.") == true, "\(issues)")
    }
    package.endRun()
    let kept = try package.pendingChange(name)
    #expect(kept.test == "AppTests/alpha()")
    #expect(kept.text == "new alpha")
    try package.accept(try #require(package.pending().first))
    #expect(package.source()?.contains("    \"\"\"\n    new alpha\n    \"\"\"\n") == true)
  }

  @Test("A recording whose pending file holds another test's change never promises that file")
  func recordingNotKept() throws {
    let package = try InlinePackage(Self.alpha)
    _ = package.check("new alpha", call: 0, expected: "old alpha", test: "alpha()")
    package.endRun()
    let name = ".inline/AppTests/AppTests.swift-2-23"
    try package.write(Self.bravo + Self.alpha)
    let issues = package.check(
      "new bravo", call: 0, expected: "bravo", record: .all, test: "bravo()")
    let issue = try #require(issues.first)
    #expect(!issue.contains("until then waits in"), "\(issue)")
    let notKept: String =
      "Recorded inline snapshot at AppTests/AppTests.swift:2:23, but NOT kept as a pending "
      + "change: Snapshots/.inline/AppTests/AppTests.swift-2-23.new holds a change that test "
      + "AppTests/alpha() recorded when its call was at this line and column, which only a "
      + "run of that test replaces, and waits as it was. This recording is written into the "
      + "source when the test process ends, if it can be; if not, it is lost, and the end of "
      + "the run says so."
    #expect(issue.hasPrefix(notKept), "\(issue)")
    // The file changes before the run ends, so the recording cannot be written: the end
    // of the run says that it is lost, and the other test's change is still there.
    let edited = Self.bravo + Self.alpha + "// edited\n"
    try package.write(edited)
    let notes = package.endRun()
    #expect(notes.count == 1)
    let lost: String =
      "\n  NOT kept, and lost: the recording of AppTests/bravo() at "
      + "Tests/AppTests/AppTests.swift:2:23, which waits in no pending file; run "
      + "AppTests/bravo() again to record it."
    #expect(notes.first?.hasSuffix(lost) == true, "\(notes)")
    #expect(package.source() == edited)
    #expect(package.pending() == [name])
    #expect(try package.pendingChange(name).test == "AppTests/alpha()")
  }

  @Test("Deleting a call's stale copies keeps the call's own change and every other call's")
  func removeCopies() throws {
    let call = "  expectInlineSnapshot(of: value, as: .lines) { \"old\" }\n"
    let package = try InlinePackage("@Test func c() {\n" + call + call + "}\n")
    _ = package.check("c", call: 0, expected: "old")
    _ = package.check("d", call: 1, expected: "old")
    let own = package.pendingPath(".inline/AppTests/AppTests.swift-2-23")
    let first = try InlinePending.read(own)
    // A copy an earlier run left for the first call, when it was on line 9.
    try AtomicFile.write(
      first.fileText, to: package.pendingPath(".inline/AppTests/AppTests.swift-9-23"))
    #expect(package.pending().count == 3)
    let folder = URL(fileURLWithPath: own).deletingLastPathComponent().path
    PendingSiblings(source: first.source, folders: [folder])
      .removeCopies(of: [first.anchor], except: [own])
    #expect(
      package.pending() == [
        ".inline/AppTests/AppTests.swift-2-23", ".inline/AppTests/AppTests.swift-3-23",
      ])
  }

  @Test("Case 2: a file changed during the run is not written; its changes wait as pending")
  func fileChangedDuringRun() throws {
    let package = try InlinePackage(Self.threeTests)
    _ = package.check("a", call: 0, expected: nil, record: .all)
    _ = package.check("c", call: 2, expected: "old", record: .all)
    // Someone saves the file while the run goes on: two lines above everything.
    let edited = "// edited\n// edited\n" + Self.threeTests
    try package.write(edited)
    let notes = package.endRun()
    #expect(
      notes == [
        "TextSnapshots: not writing the inline snapshots of this run into "
          + "Tests/AppTests/AppTests.swift: not proven that the file is what the tests were "
          + "compiled from (proof 1): the file changed on disk while the tests ran, so "
          + "nothing was written into it; the changes wait as pending changes for "
          + "'swift run snapshots review'."
      ])
    #expect(package.source() == edited)
    #expect(package.pending().count == 2)
    for name in package.pending() { try package.accept(name) }
    let text = try #require(package.source())
    #expect(
      text.hasPrefix(
        "// edited\n// edited\n@Test func a() {\n  expectInlineSnapshot(of: value, as: .lines) {\n    \"\"\"\n    a\n"
      ))
    #expect(Self.holdsBAndNewC(text))
  }

  @Test(
    "Case 2: a change whose test another process rewrote during the run is withdrawn, and said so"
  )
  func changeOfRewrittenTestWithdrawn() throws {
    let package = try InlinePackage(Self.threeTests)
    _ = package.check("a", call: 0, expected: nil, record: .all)
    _ = package.check("c", call: 2, expected: "old", record: .all)
    // Another test process writes its own recording of `c` while this run goes on.
    let rewritten = Self.threeTests.replacingOccurrences(of: "{ \"old\" }", with: "{ \"other\" }")
    try package.write(rewritten)
    let notes = package.endRun()
    #expect(notes.count == 1)
    let lines = try #require(notes.first).split(separator: "\n").map(String.init)
    #expect(lines.count == 2, "\(notes)")
    #expect(
      lines.first?.hasSuffix(
        "the changes wait as pending changes for 'swift run snapshots review'. "
          + "But one recording is NOT kept:") == true, "\(notes)")
    // The fixture runs outside a test, as its change names it.
    let withdrawn =
      "  NOT kept: the recording of outside a test at Tests/AppTests/AppTests.swift:10:23 "
      + "was withdrawn, as accept would refuse it: the test outside a test that recorded "
      + "this change was edited since (its 'c()', or a suite around it, is not what the run "
      + "saw), so the change was not written. Rebuild and run again to record it afresh."
    #expect(lines.last == withdrawn)
    // `a`'s change still waits, and is accepted into `a` alone.
    #expect(package.pending() == [".inline/AppTests/AppTests.swift-2-23"])
    for name in package.pending() { try package.accept(name) }
    let text = try #require(package.source())
    #expect(
      text.contains(
        "func a() {\n  expectInlineSnapshot(of: value, as: .lines) {\n    \"\"\"\n    a\n"))
    #expect(text.contains("{ \"other\" }"))
  }

  @Test(
    "Case 2: a change another process's write moved to its new text still waits, and is accepted"
  )
  func changeMovedByOtherProcessKept() throws {
    let suite = """
      @Suite struct Both {
        @Test func a() {
          expectInlineSnapshot(of: value, as: .lines)
        }

        @Test func c() {
          expectInlineSnapshot(of: value, as: .lines) { "old" }
        }
      }

      """
    let package = try InlinePackage(suite)
    /// One assertion of `Both.<name>()`, whose call is on `line`.
    func check(_ name: String, line: Int, expected: String?) -> [String] {
      InlineSnapshotCheck(
        settings: SnapshotSettings(environment: [:]), record: .all,
        sourceLocation: SourceLocation(
          fileID: "AppTests/AppTests.swift", filePath: package.path(), line: line, column: 25),
        test: InlineSnapshotCheck.TestIdentity(
          name: "\(name)()", display: "AppTests/Both/\(name)()", recorded: "AppTests/Both/\(name)",
          path: "Both.\(name)()", filePath: package.path(), line: line - 1, column: 3),
        writer: package.writer, stack: .at(package.path(), line: line, column: 25)
      ).verify(actual: name, expected: expected, diffing: .lines).issues
    }
    _ = check("c", line: 7, expected: "old")
    // Another test process records `a` in the same suite and writes the file first,
    // moving `c`'s waiting change to the file's new text.
    let other = package.otherProcess { _ = check("a", line: 3, expected: nil) }
    #expect(other == [])
    let notes = package.endRun()
    #expect(notes.count == 1)
    #expect(notes.first?.contains("NOT kept") == false, "\(notes)")
    let pending = package.pending()
    #expect(pending.count == 1)
    for name in pending { try package.accept(name) }
    let text = try #require(package.source())
    #expect(
      text.contains(
        "func c() {\n    expectInlineSnapshot(of: value, as: .lines) {\n      \"\"\"\n      c\n"))
  }

  @Test("Case 2: an accept in the middle of a run makes the run leave its own changes pending")
  func acceptDuringRun() throws {
    let package = try InlinePackage(Self.threeTests)
    _ = package.check("c", call: 2, expected: "old")
    package.endRun()
    _ = package.check("a", call: 0, expected: nil, record: .all)
    try package.accept(".inline/AppTests/AppTests.swift-10-23")
    let accepted = package.source()
    #expect(package.endRun().first?.contains("the file changed on disk") == true)
    #expect(package.source() == accepted)
    #expect(package.pending() == [".inline/AppTests/AppTests.swift-2-23"])
  }

  @Test("Case 2: while another process holds the file's lock, nothing is written")
  func lockedFile() throws {
    let package = try InlinePackage(Self.threeTests)
    _ = package.check("a", call: 0, expected: nil, record: .all)
    let file = try SourceFile(path: package.path())
    let notes = try file.withLock { () throws(InlineSnapshotError) in
      package.writer.finish(lockAttempts: 1)
    }
    #expect(
      notes.first?.hasSuffix(
        "another process holds the file's lock (a test run or "
          + "'snapshots accept'); try again when it is done.") == true)
    #expect(package.source() == Self.threeTests)
    #expect(package.pending() == [".inline/AppTests/AppTests.swift-2-23"])
  }

  @Test("Case 3: two calls on one line are two call sites, each written into its own call")
  func twoCallsOnOneLine() throws {
    let line = """
        expectInlineSnapshot(of: "first", as: .lines); expectInlineSnapshot(of: "second", as: .lines)

      """
    let package = try InlinePackage(line)
    _ = package.check("first", call: 0, expected: nil, record: .all)
    _ = package.check("second", call: 1, expected: nil, record: .all)
    #expect(package.endRun().isEmpty)
    #expect(
      package.source() == """
          expectInlineSnapshot(of: "first", as: .lines) {
            \"""
            first
            \"""
          }; expectInlineSnapshot(of: "second", as: .lines) {
            \"""
            second
            \"""
          }

        """)
  }

  @Test(
    "Case 3: two failing calls on one line leave two pending changes; a passing one deletes neither"
  )
  func twoPendingOnOneLine() throws {
    let line = """
        expectInlineSnapshot(of: x, as: .lines) { "a" }; expectInlineSnapshot(of: y, as: .lines) { "b" }; expectInlineSnapshot(of: z, as: .lines) { "c" }

      """
    let package = try InlinePackage(line)
    _ = package.check("A", call: 0, expected: "a")
    _ = package.check("b", call: 1, expected: "b")
    _ = package.check("C", call: 2, expected: "c")
    package.endRun()
    let columns = [0, 2].map { InlinePackage.site($0, in: line).column }
    #expect(
      Set(package.pending()) == Set(columns.map { ".inline/AppTests/AppTests.swift-1-\($0)" }))
    for name in package.pending() { try package.accept(name) }
    let text = try #require(package.source())
    #expect(text.contains("of: x, as: .lines) {\n    \"\"\"\n    A\n"))
    #expect(text.contains("of: y, as: .lines) { \"b\" }"))
    #expect(text.contains("of: z, as: .lines) {\n    \"\"\"\n    C\n"))
  }

  @Test("Case 5: one call site with two values in one run records nothing and names both")
  func twoValuesRecordNothing() throws {
    let loop = "  for v in [1, 2] { expectInlineSnapshot(of: v, as: .lines) { \"old\" } }\n"
    let package = try InlinePackage(loop)
    let first = package.check("1", call: 0, expected: "old", record: .all)
    let second = package.check("2", call: 0, expected: "old", record: .all)
    #expect(first.first?.hasPrefix("Recorded inline snapshot") == true)
    #expect(
      second == [
        "The inline snapshot at AppTests/AppTests.swift:1:41 ran more than once in this run with "
          + "different values, \"1\" and then \"2\", so nothing was recorded for it, and the "
          + "pending change Snapshots/.inline/AppTests/AppTests.swift-1-41.new was withdrawn. "
          + "Give each value its own call, or snapshot them to files with "
          + "expectSnapshot(of:as:named:) and a name for each."
      ])
    #expect(package.endRun().isEmpty)
    #expect(package.source() == loop)
    #expect(package.pending().isEmpty)
  }

  @Test("Case 5: in verify mode a later matching pass does not hide the earlier failure")
  func failureThenPass() throws {
    let loop = "  for v in [1, 2] { expectInlineSnapshot(of: v, as: .lines) { \"2\" } }\n"
    let package = try InlinePackage(loop)
    try package.folder.write("stale", to: "Snapshots/.inline/AppTests/AppTests.swift-1-41.new")
    let first = package.check("1", call: 0, expected: "2")
    let second = package.check("2", call: 0, expected: "2")
    #expect(first.first?.contains("Pending change written to") == true)
    #expect(second.first?.contains("with different values, \"1\" and then \"2\"") == true)
    package.endRun()
    #expect(package.source() == loop)
    #expect(
      package.pending().isEmpty, "no pending change that the loop's last pass would contradict")
  }

  @Test("A call in a file that two targets compile through a symbolic link is one call site")
  func symlinkedFileInTwoTargets() throws {
    let source = "  expectInlineSnapshot(of: flavor(), as: .lines)\n"
    let package = try InlinePackage(source)
    let second = "Tests/SecondTests/Shared.swift"
    try FileManager.default.createDirectory(
      atPath: package.path("Tests/SecondTests"), withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      atPath: package.path(second), withDestinationPath: "../AppTests/AppTests.swift")
    _ = package.check("first target", call: 0, expected: nil, record: .all)
    let issues = package.check("second target", call: 0, expected: nil, record: .all, file: second)
    #expect(
      issues.first?.contains("with different values, \"first target\" and then \"second target\"")
        == true, "\(issues)")
    #expect(package.endRun().isEmpty)
    #expect(package.source() == source)
    #expect(package.pending().isEmpty)
  }

  @Test("A call nested in another's argument and the outer call are both recorded in one run")
  func nestedCalls() throws {
    let source =
      "  expectInlineSnapshot(of: { () -> String in expectInlineSnapshot(of: \"inner\", "
      + "as: .lines); return \"outer\" }(), as: .lines)\n"
    let package = try InlinePackage(source)
    _ = package.check("inner", call: 1, expected: nil, record: .all)
    _ = package.check("outer", call: 0, expected: nil, record: .all)
    #expect(package.endRun().isEmpty)
    let written = try #require(package.source())
    #expect(written.contains("of: \"inner\", as: .lines) {\n    \"\"\"\n    inner\n"), "\(written)")
    #expect(
      written.hasSuffix("(), as: .lines) {\n    \"\"\"\n    outer\n    \"\"\"\n  }\n"), "\(written)"
    )
    #expect(package.pending().isEmpty)
  }

  @Test("The same value seen twice at one call site is one change, not a clash")
  func sameValueTwice() throws {
    let loop = "  for _ in 0..<2 { expectInlineSnapshot(of: 1, as: .lines) }\n"
    let package = try InlinePackage(loop)
    _ = package.check("1", call: 0, expected: nil, record: .missing)
    #expect(package.check("1", call: 0, expected: nil, record: .missing).count == 1)
    #expect(package.endRun().isEmpty)
    #expect(package.source()?.contains("{\n    \"\"\"\n    1\n    \"\"\"\n  }") == true)
  }

  /// A line whose second call follows a lone carriage return: the compiler gives both
  /// calls' `(` column 34 of line 1, counting the second's column from the CR.
  static let loneCR =
    "  if never { expectInlineSnapshot(of: \"X\", as: .lines) }\r"
    + String(repeating: " ", count: 13) + "expectInlineSnapshot(of: \"Y\", as: .lines)\n"

  @Test("A line and column that a lone carriage return makes name two calls is refused")
  func loneCarriageReturnIsAmbiguous() throws {
    let package = try InlinePackage(Self.loneCR)
    let issues = package.check("Y", line: 1, column: 34, expected: nil, record: .all)
    #expect(
      issues.first?.hasSuffix(
        "line 1, column 34 names two places, as a lone carriage return (a CR not followed by a "
          + "line feed) on that line starts its columns again: the compiler counts a line by "
          + "line feeds but a column from the last CR or line feed. Nothing was written; end "
          + "that line with a line feed (or CRLF) instead of the lone CR.") == true,
      "\(issues)")
    #expect(package.endRun().isEmpty)
    #expect(package.source() == Self.loneCR)
    #expect(package.pending().isEmpty)
  }

  @Test("A call after a lone carriage return is found by the column the compiler gives it")
  func callAfterLoneCarriageReturn() throws {
    let package = try InlinePackage("  let x = 1\r  expectInlineSnapshot(of: x, as: .lines)\n")
    let issues = package.check("1", line: 1, column: 23, expected: nil, record: .all)
    #expect(issues.count == 1 && issues.first?.contains("Recorded") == true, "\(issues)")
    #expect(package.endRun().isEmpty)
    #expect(
      package.source()
        == "  let x = 1\r  expectInlineSnapshot(of: x, as: .lines) {\n    \"\"\"\n    1\n"
        + "    \"\"\"\n  }\n")
  }

  @Test(
    "A place that holds no call, in a file the test was built from, is refused without blaming an edit",
    arguments: [
      (9, 23, ""),
      (2, 3, "; the call to expectInlineSnapshot on that line has its '(' at column 23"),
    ])
  func placeIsNoCall(line: Int, column: Int, found: String) throws {
    let package = try InlinePackage(Self.threeTests)
    let issues = package.check("c", line: line, column: column, expected: "old", record: .all)
    #expect(
      issues.first?.hasSuffix(
        "line \(line), column \(column) holds no call to expectInlineSnapshot, though the file "
          + "is what the test was built from: the place came from a sourceLocation that points "
          + "elsewhere (a call's place is the line and column of its '(', as #_sourceLocation "
          + "gives it)\(found). Nothing was written; pass the caller's sourceLocation on "
          + "unchanged, and rebuilding will not help until it is.")
        == true, "\(issues)")
    let changed = package.check("new", call: 1, expected: "not b", record: .all)
    #expect(changed.first?.contains("no longer holds the text the test was built with") == true)
    package.endRun()
    #expect(package.source() == Self.threeTests)
    #expect(package.pending().isEmpty)
  }

  @Test("A run whose calls all passed says nothing when the file changed under it")
  func passingRunSaysNothing() throws {
    let package = try InlinePackage(Self.threeTests)
    try package.folder.write("stale", to: "Snapshots/.inline/AppTests/AppTests.swift-6-23.new")
    _ = package.check("b", call: 1, expected: "b")
    try package.write("\n" + Self.threeTests)
    #expect(package.endRun().isEmpty)
    #expect(package.pending().isEmpty)
  }
}

@Suite("Inline snapshots through a helper")
struct InlineSnapshotHelperTests {
  static let source = """
    func expectGreeting(
      for name: String, sourceLocation: SourceLocation = #_sourceLocation,
      matches expected: (() -> String)? = nil
    ) {
      expectInlineSnapshot(
        of: "Hello, \\(name)!", as: .lines, functionName: "expectGreeting",
        sourceLocation: sourceLocation, matches: expected)
    }

    @Test func greets() {
      expectGreeting(for: "Ada")
    }

    @Test func greetsAgain() {
      expectGreeting(for: "Bob") { "Hi" }
    }

    """

  @Test("A record mode writes into the helper's call in the test, not into the helper")
  func records() throws {
    let package = try InlinePackage(Self.source)
    let issues = package.check(
      "Hello, Ada!", call: 1, expected: nil, record: .missing, function: "expectGreeting")
    #expect(
      issues.first?.hasPrefix("Recorded inline snapshot at AppTests/AppTests.swift:11:17") == true)
    #expect(package.endRun().isEmpty)
    #expect(
      package.source()?.contains(
        "  expectGreeting(for: \"Ada\", matches: {\n    \"\"\"\n    Hello, Ada!\n    \"\"\"\n  })\n"
      )
        == true, "\(package.source() ?? "")")
  }

  /// A helper with an input closure before `matches:`: a trailing closure would go to the
  /// input (Swift gives it to the first closure parameter that fits), so only a labelled
  /// argument proves where the snapshot goes.
  static let twoClosures = """
    func expectLabel(
      _ text: String, prefix: (() -> String)? = nil,
      sourceLocation: SourceLocation = #_sourceLocation, matches expected: (() -> String)? = nil
    ) {
      expectInlineSnapshot(
        of: (prefix?() ?? "") + text, as: .lines, functionName: "expectLabel",
        sourceLocation: sourceLocation, matches: expected)
    }

    @Test func label() {
      expectLabel("abc")
    }

    """

  @Test("A helper's new snapshot is a labelled matches: argument, never a trailing closure")
  func labelledForHelpers() throws {
    let package = try InlinePackage(Self.twoClosures)
    _ = package.check(
      "abc", call: 1, expected: nil, record: .missing, function: "expectLabel")
    #expect(package.endRun().isEmpty)
    let source = try #require(package.source())
    #expect(source.contains("  expectLabel(\"abc\", matches: {\n"), "\(source)")
    #expect(!source.contains("expectLabel(\"abc\") {"))
  }

  @Test("A pending change of a helper's call is accepted into that call")
  func accepts() throws {
    let package = try InlinePackage(Self.source)
    _ = package.check("Hello, Bob!", call: 2, expected: "Hi", function: "expectGreeting")
    #expect(package.endRun().isEmpty)
    let name = try #require(package.pending().first)
    #expect(try package.pendingChange(name).call == "expectGreeting(for: \"Bob\")")
    try package.accept(name)
    #expect(
      package.source()?.contains(
        "  expectGreeting(for: \"Bob\") {\n    \"\"\"\n    Hello, Bob!\n    \"\"\"\n  }\n") == true)
  }

  @Test("A function name that is not a Swift identifier is an issue naming it")
  func invalidName() throws {
    let package = try InlinePackage(Self.source)
    let issues = package.check(
      "x", line: 11, column: 17, expected: nil, function: "expect Greeting")
    #expect(
      issues == [
        "The inline snapshot's function name 'expect Greeting' is not a Swift identifier; "
          + "expected the name of the function the test calls, such as expectInlineSnapshot or "
          + "a helper that wraps it."
      ])
    #expect(package.endRun().isEmpty)
    #expect(package.pending().isEmpty)
  }
}
