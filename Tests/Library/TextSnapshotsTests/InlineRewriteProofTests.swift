import Foundation
import SwiftSource
import Testing

@testable import InlineTextSnapshots
@testable import TextSnapshots

/// Every write of an inline snapshot into source goes through one gate, which writes only
/// what it proves: each proof's refusal names it and leaves the file byte for byte as it
/// was.
@Suite("Inline rewrites proven")
struct InlineRewriteProofTests {
  /// Two suites with a test `t()` each; `Fake`'s is under a `#sourceLocation` directive
  /// that gives it `Real`'s place: its `@Test` at line 2, its call at line 3, column 25.
  static let disguised = """
    @Suite struct Real {
      @Test func t() {
        expectInlineSnapshot(of: x, as: .lines)
      }
    }

    @Suite struct Fake {
    #sourceLocation(file: "AppTests.swift", line: 2)
      @Test func t() {
        expectInlineSnapshot(of: y, as: .lines)
      }
    #sourceLocation()
    }

    """

  /// `disguised` without its `#sourceLocation` directives: `Real.t()`'s call is where it
  /// was, and `Fake.t()`'s reports its own place.
  static let plain = disguised.replacingOccurrences(
    of: "#sourceLocation(file: \"AppTests.swift\", line: 2)\n", with: ""
  ).replacingOccurrences(of: "#sourceLocation()\n", with: "")

  /// The test `suite.t()` as Swift Testing describes it, at `Real.t()`'s place.
  static func identity(_ suite: String, in package: InlinePackage)
    -> InlineSnapshotCheck.TestIdentity
  {
    InlineSnapshotCheck.TestIdentity(
      name: "t()", display: "AppTests/\(suite)/t()", recorded: "AppTests/\(suite)/t",
      path: "\(suite).t()", filePath: package.path(), line: 2, column: 3)
  }

  /// One assertion of `suite.t()`, whose call the compiler places at `Real.t()`'s.
  static func check(
    _ suite: String, _ actual: String, in package: InlinePackage,
    record: SnapshotRecordMode? = nil
  ) -> [String] {
    InlineSnapshotCheck(
      settings: SnapshotSettings(environment: [:]), record: record,
      sourceLocation: SourceLocation(
        fileID: "AppTests/AppTests.swift", filePath: package.path(), line: 3, column: 25),
      test: identity(suite, in: package), writer: package.writer,
      stack: .at(package.path(), line: 3, column: 25)
    ).verify(actual: actual, expected: nil, diffing: .lines).issues
  }

  static let proofTwo =
    "not proven that the call is the one that ran, in the test that recorded it (proof 2): "

  /// A helper that no test calls, whose call stands where `#sourceLocation` puts `Real.t()`'s
  /// call: line 3, column 25.
  static let helperUnderDirective = """
    func neverCalled() {
      let x = ""
        expectInlineSnapshot(of: x, as: .lines)
    }

    @Suite struct Real {
      @Test func t() {
    #sourceLocation(file: "AppTests.swift", line: 3)
        expectInlineSnapshot(of: y, as: .lines)
    #sourceLocation()
      }
    }

    """

  @Test("Proof 2: a call in no test's body, in a file with #sourceLocation, is never written")
  func helperUnderSourceLocation() throws {
    let package = try InlinePackage(Self.helperUnderDirective)
    let before = package.source()
    // `Real.t()` is declared at line 9; its call reports line 3, column 25: the helper's.
    var test = Self.identity("Real", in: package)
    test.line = 9
    let issues = InlineSnapshotCheck(
      settings: SnapshotSettings(environment: [:]), record: .missing,
      sourceLocation: SourceLocation(
        fileID: "AppTests/AppTests.swift", filePath: package.path(), line: 3, column: 25),
      test: test, writer: package.writer,
      // The helper's call is on the stack: only the directive refuses it.
      stack: .at(package.path(), line: 3, column: 25)
    ).verify(actual: "real", expected: nil, diffing: .lines).issues
    #expect(
      issues.contains {
        $0.contains(Self.proofTwo + "the file has a #sourceLocation directive on line 8")
      },
      "\(issues)")
    #expect(package.endRun().isEmpty)
    #expect(package.source() == before)
  }

  @Test("The happy path: a pending change proves itself and is written into its own test's call")
  func happyPath() throws {
    let package = try InlinePackage(Self.plain)
    _ = Self.check("Real", "real", in: package)
    let name = ".inline/AppTests/AppTests.swift-3-25"
    #expect(try package.pendingChange(name).within == .test("Real.t()"))
    try package.accept(name)
    let text = try #require(package.source())
    #expect(
      text.contains("expectInlineSnapshot(of: x, as: .lines) {\n      \"\"\"\n      real\n"))
    #expect(text.contains("expectInlineSnapshot(of: y, as: .lines)\n"))
  }

  @Test(
    "Proof 2: no call in a file with a #sourceLocation directive is written, its own test's neither"
  )
  func directiveAnywhere() throws {
    // The directive can move a running call onto a call that never ran, in the same test,
    // and the call stack follows it: nothing in such a file proves which call ran.
    let package = try InlinePackage(Self.disguised)
    let issues = Self.check("Real", "real", in: package)
    #expect(
      issues.contains {
        $0.contains(Self.proofTwo + "the file has a #sourceLocation directive on line 8")
      }, "\(issues)")
    #expect(package.pending().isEmpty)
    #expect(package.endRun().isEmpty)
    #expect(package.source() == Self.disguised)
  }

  @Test(
    "Proof 2: a test under #sourceLocation that reports another's place records nothing there",
    arguments: [nil, SnapshotRecordMode.all])
  func sourceLocation(record: SnapshotRecordMode?) throws {
    let package = try InlinePackage(Self.disguised)
    let issues = Self.check("Fake", "fake", in: package, record: record)
    #expect(
      issues.first?.hasSuffix(
        Self.proofTwo + "the call on line 3 lies in the body of another test than "
          + "AppTests/Fake/t(), which recorded the change (a #sourceLocation directive can give "
          + "one test's call another's place), so nothing was written into it.") == true,
      "\(issues)")
    #expect(package.pending().isEmpty)
    #expect(package.endRun().isEmpty)
    #expect(package.source() == Self.disguised)
  }

  @Test(
    "Proof 2: accepting refuses a change whose call is not in its test or not holding what ran",
    arguments: [
      ("within test \"Real.t()\"", "within test \"Fake.t()\"", "no longer lies in 'Fake.t()'"),
      ("old none", "old \"other\"", "is not the value the test AppTests/Real/t() compared"),
      (
        "within test \"Real.t()\"", "within shared \"Real.t()\" \"Tests/AppTests/AppTests.swift\"",
        "lies in the body of another test"
      ),
    ])
  func forgedPending(field: String, forged: String, reason: String) throws {
    let package = try InlinePackage(Self.plain)
    _ = Self.check("Real", "real", in: package)
    let name = ".inline/AppTests/AppTests.swift-3-25"
    let path = package.pendingPath(name)
    let text = try String(contentsOfFile: path, encoding: .utf8)
    #expect(text.contains(field))
    try text.replacingOccurrences(of: field, with: forged).write(
      toFile: path, atomically: true, encoding: .utf8)
    do {
      try package.accept(name)
      Issue.record("accepted a change that is not proven")
    } catch {
      #expect(error.reason.hasPrefix("Tests/AppTests/AppTests.swift: " + Self.proofTwo))
      #expect(error.reason.contains(reason), "\(error.reason)")
    }
    #expect(package.source() == Self.plain)
    #expect(package.pending() == [name])
  }

  /// A helper whose first parameter is a closure, called with it as a trailing closure
  /// and its snapshot as `matches:`.
  static let shout = """
    @Test func shout() {
      expectShout() { "same" } matches: { "same" }
    }

    """

  @Test("Proof 3: the matches: closure is rewritten, never the helper's input closure")
  func inputClosureKept() throws {
    let package = try InlinePackage(Self.shout)
    _ = package.check("SAME", call: 0, expected: "same", function: "expectShout", test: "shout()")
    try package.accept(".inline/AppTests/AppTests.swift-2-14")
    #expect(
      package.source() == """
        @Test func shout() {
          expectShout() { "same" } matches: {
            \"""
            SAME
            \"""
          }
        }

        """)
  }

  @Test("Proof 3: several trailing closures, none labelled matches:, are refused and kept")
  func unlabelledClosures() throws {
    let source = Self.shout.replacingOccurrences(of: "matches:", with: "other:")
    let package = try InlinePackage(source)
    let issues = package.check(
      "SAME", call: 0, expected: "same", record: .all, function: "expectShout", test: "shout()")
    #expect(
      issues.first?.hasSuffix(
        "not proven that the closure rewritten is the snapshot's, not an input (proof 3): the "
          + "call to expectShout on line 2 has several trailing closures and the last is not "
          + "labelled 'matches:', so none of them is surely the snapshot; it was left alone. "
          + "Label the snapshot's closure 'matches:' and put it last.") == true, "\(issues)")
    #expect(package.endRun().isEmpty)
    #expect(package.pending().isEmpty)
    #expect(package.source() == source)
  }

  @Test("A helper's only trailing closure, run without a snapshot, is not a reason to rebuild")
  func inputClosureMessage() throws {
    let source = "@Test func shout() {\n  expectShout() { \"input\" }\n}\n"
    let package = try InlinePackage(source)
    let issues = package.check(
      "INPUT", call: 0, expected: nil, function: "expectShout", test: "shout()")
    let issue = try #require(issues.first)
    #expect(
      issue.contains(
        "the call to expectShout on line 2 ends with a trailing closure, but expectShout ran "
          + "without a snapshot, so that closure is one of its own arguments, not the snapshot; "
          + "rebuilding will not change that, and nothing was written. Write the argument inside "
          + "the parentheses, or add the snapshot after the closure as 'matches: { \"\" }', and "
          + "run again."), "\(issue)")
    #expect(!issue.contains("Rebuild"))
    #expect(package.pending().isEmpty)
    #expect(package.source() == source)
  }

  @Test("Without parentheses, a helper's only trailing closure is no reason to rebuild either")
  func inputClosureWithoutParentheses() throws {
    // The compiler gives such a call the column of its `{`: line 2, column 15.
    let source = "@Test func shout() {\n  expectShout { \"input\" }\n}\n"
    let package = try InlinePackage(source)
    let issues = package.check(
      "INPUT", line: 2, column: 15, expected: nil, function: "expectShout", test: "shout()")
    let issue = try #require(issues.first)
    #expect(
      issue.contains("the call to expectShout on line 2 ends with a trailing closure"),
      "\(issue)")
    #expect(!issue.contains("Rebuild"))
    #expect(package.endRun().isEmpty)
    #expect(package.pending().isEmpty)
    #expect(package.source() == source)
  }

  /// A helper whose `matches:` is not its last parameter, called with an argument that
  /// goes after it.
  static let usage = """
    func expectUsage(
      _ args: [String], sourceLocation: SourceLocation = #_sourceLocation,
      matches expected: (() -> String)? = nil, verbose: Bool = false
    ) {}

    @Test func usage() {
      expectUsage(["a"], verbose: true)
    }

    """

  @Test("A helper's new matches: goes where its declaration in the file puts it")
  func matchesWhereTheSignatureSays() throws {
    let package = try InlinePackage(Self.usage)
    let issues = package.check(
      "usage: a -v", call: 1, expected: nil, record: .all, function: "expectUsage",
      test: "usage()")
    #expect(issues.count == 1 && issues.first?.contains("Recorded") == true, "\(issues)")
    #expect(package.endRun().isEmpty)
    #expect(
      package.source()
        == Self.usage.replacingOccurrences(
          of: "expectUsage([\"a\"], verbose: true)",
          with: "expectUsage([\"a\"], matches: {\n    \"\"\"\n    usage: a -v\n    \"\"\"\n  }, "
            + "verbose: true)"))
    // The call with its matches: before verbose: reads back, and takes a new value there.
    _ = package.check(
      "usage: a --verbose", call: 1, expected: "usage: a -v", record: .all,
      function: "expectUsage", test: "usage()")
    #expect(package.endRun().isEmpty)
    #expect(
      package.source()?.contains("    usage: a --verbose\n    \"\"\"\n  }, verbose: true)") == true)
  }

  @Test("A helper no file of the test target declares is refused, naming why")
  func matchesPlaceUnproven() throws {
    let source = "@Test func usage() {\n  expectUsage([\"a\"], verbose: true)\n}\n"
    let package = try InlinePackage(source)
    let issues = package.check(
      "usage: a -v", call: 0, expected: nil, record: .all, function: "expectUsage",
      test: "usage()")
    let expected: String =
      "not proven that the closure rewritten is the snapshot's, not an input (proof 3): the "
      + "call expectUsage(_:verbose:) on line 2 takes a new matches: argument, and no "
      + "declaration of expectUsage with a matches: parameter whose parameters take the "
      + "call's arguments was found (looked in Tests/AppTests/AppTests.swift), so where "
      + "matches: goes among them is not known (Swift takes arguments only in the order of "
      + "the parameters); nothing was written, and rebuilding will not change that. Declare "
      + "expectUsage in a file of the test target or of a module of this package that the "
      + "call runs it from, or add 'matches: { \"\" }' in its place in the call, and run "
      + "again."
    #expect(issues.first?.contains(expected) == true, "\(issues)")
    #expect(package.endRun().isEmpty)
    #expect(package.source() == source)
    #expect(package.pending().isEmpty)
  }

  @Test("Proof 1: a declaration edited since the run is refused, naming the proof")
  func compiled() throws {
    let package = try InlinePackage(Self.plain)
    _ = Self.check("Real", "real", in: package)
    let edited = Self.plain.replacingOccurrences(of: "of: x,", with: "of: z,")
    try package.write(edited)
    do {
      try package.accept(".inline/AppTests/AppTests.swift-3-25")
      Issue.record("accepted into an edited test")
    } catch {
      #expect(
        error.reason.hasPrefix(
          "Tests/AppTests/AppTests.swift: not proven that the file is what the tests were "
            + "compiled from (proof 1): the test AppTests/Real/t() that recorded this change was "
            + "edited since"), "\(error.reason)")
    }
    #expect(package.source() == edited)
  }

  @Test("Proof 1: a file changed while the tests ran is not written at their end")
  func changedDuringRun() throws {
    let package = try InlinePackage(Self.plain)
    _ = Self.check("Real", "real", in: package, record: .all)
    let edited = Self.plain + "// edited\n"
    try package.write(edited)
    let notes = package.endRun()
    #expect(notes.count == 1)
    #expect(
      notes.first?.contains(
        "not proven that the file is what the tests were compiled from (proof 1): the file "
          + "changed on disk while the tests ran") == true, "\(notes)")
    #expect(package.source() == edited)
  }

  @Test("Proof 4: a rewrite the parser rejects is refused, naming the proof")
  func parses() throws {
    let package = try InlinePackage(Self.plain)
    _ = Self.check("Real", "real", in: package)
    let name = ".inline/AppTests/AppTests.swift-3-25"
    let rejecting = SwiftParser { _, _, _ in .rewriteRejected(error: "expected '}'") }
    do {
      _ = try InlineSnapshotFile.accept(
        pendingAt: package.pendingPath(name), root: package.root, parser: rejecting)
      Issue.record("accepted a rewrite that does not parse")
    } catch {
      #expect(
        error.reason
          == "Tests/AppTests/AppTests.swift: not proven that the new file parses and holds the "
          + "new literal at its call (proof 4): the rewritten file does not parse (swiftc -parse: "
          + "expected '}'), so it was left alone; please report this.")
    }
    #expect(package.source() == Self.plain)
    #expect(package.pending() == [name])
  }

  /// The path Swift Testing gives the running test, and the path of the declaration at
  /// its `@Test` in this file, as proof 2 compares them.
  static func paths(of test: Test?) throws -> (running: String, declared: String?) {
    let test = try #require(test)
    let identity = InlineSnapshotCheck.TestIdentity(test, fileID: #fileID)
    let bytes = Array(try String(contentsOfFile: #filePath, encoding: .utf8).utf8)
    let declarations = try SwiftDeclarations(SwiftSourceScanner(bytes))
    let offset = try #require(
      try InlineSnapshotFile.offset(
        line: test.sourceLocation.line, column: test.sourceLocation.column, in: bytes))
    return (identity.path, declarations.function(around: offset)?.path)
  }

  @Test("A running test's path is the path of its declaration, as proof 2 needs", arguments: [1])
  func runningPath(value: Int) throws {
    let paths = try Self.paths(of: Test.current)
    #expect(paths.running == "InlineRewriteProofTests.runningPath(value:)")
    #expect(paths.declared == paths.running)
  }

  /// A suite nested in another, in an extension.
  @Suite struct Nested {}
}

extension InlineRewriteProofTests.Nested {
  @Test("A nested suite's test, declared in an extension, has its declaration's path")
  func nestedPath() throws {
    let paths = try InlineRewriteProofTests.paths(of: Test.current)
    #expect(paths.running == "InlineRewriteProofTests.Nested.nestedPath()")
    #expect(paths.declared == paths.running)
  }
}

@Suite("Proof 2 for a call in a helper: the test that recorded it calls the helper")
struct InlineHelperReachTests {
  static let source = """
    func sharedHelper() {
      expectInlineSnapshot(of: "helper value", as: .lines)
    }

    func middle() {
      sharedHelper()
    }

    @Test func attacker() {
      expectInlineSnapshot(of: "EVIL", as: .lines)
    }

    @Test func user() {
      middle()
    }

    """

  @Test("A test that never calls the helper, handing its place in by hand, writes nothing there")
  func handMadeLocation() throws {
    let package = try InlinePackage(Self.source)
    let issues = package.check("EVIL", call: 0, expected: nil, record: .all, test: "attacker()")
    #expect(
      issues.first?.hasSuffix(
        InlineRewriteProofTests.proofTwo + "the call on line 2 lies in 'sharedHelper()', in no "
          + "test's body, and the test AppTests/attacker() that recorded the change does not "
          + "call 'sharedHelper()', directly or through the functions of its file, as far as "
          + "their text tells; a sourceLocation made by hand can name any call, so nothing was "
          + "written into it. Call the helper from the test, or record it from a test that "
          + "does.") == true, "\(issues)")
    #expect(package.endRun().isEmpty)
    #expect(package.source() == Self.source)
    #expect(package.pending().isEmpty)
  }

  static let property = """
    struct Shared {
      var value: String {
        expectInlineSnapshot(of: "shared value", as: .lines)
        return ""
      }
    }

    @Test func attacker() {
      expectInlineSnapshot(of: "EVIL", as: .lines)
    }

    @Test func user() {
      _ = Shared().value
    }

    """

  @Test(
    "A computed property's call is written only for a test that names the property",
    arguments: [("attacker()", false), ("user()", true)])
  func computedProperty(test: String, written: Bool) throws {
    let package = try InlinePackage(Self.property)
    let issues = package.check("shared", call: 0, expected: nil, record: .all, test: test)
    #expect(
      issues.first?.contains("the call on line 3 lies in 'value', in no test's body") == !written,
      "\(issues)")
    #expect(package.endRun().isEmpty)
    #expect(package.source()?.contains("    shared\n") == written)
  }

  /// A helper's call that only code that never runs reaches: the test names `outer`,
  /// in a branch that is never taken, and hands the helper's place in by hand.
  static let deadCode = """
    func outer(_ really: Bool) {
      if really {
        expectUsage("outer")
      }
    }

    @Test func usesOuter() {
      outer(true)
    }

    @Test func forged() {
      if Bool.random() && false { outer(false) }
      expectInlineSnapshot(of: "FORGED", as: .lines, functionName: "expectUsage")
    }

    """

  @Test(
    "Proof 2: a hand-made place at a helper's call that only dead code reaches is not on the stack",
    arguments: [SnapshotRecordMode.all, nil])
  func deadCodeReach(record: SnapshotRecordMode?) throws {
    let package = try InlinePackage(Self.deadCode)
    // The call the assertion names is outer's; no frame of its stack is there.
    let issues = package.check(
      "FORGED", call: 0, expected: nil, record: record, function: "expectUsage",
      test: "forged()", ran: false)
    #expect(
      issues.first?.contains(Self.notRunning(test: "AppTests/forged()", line: 3, column: 5))
        == true, "\(issues)")
    #expect(package.endRun().isEmpty)
    #expect(package.source() == Self.deadCode)
    #expect(package.pending().isEmpty)
  }

  /// The start of the refusal of a call no frame of the recording assertion's stack is at.
  static func notRunning(test: String, line: Int, column: Int) -> String {
    InlineRewriteProofTests.proofTwo
      + "no frame of the call stack of the assertion that \(test) made is at the call "
      + "on line \(line) (its name at column \(column)), so it is not the call that ran"
  }

  /// A test whose body holds a call in a branch never taken, and a call that names it by
  /// hand: line 3, column 25.
  static let forgedInTest = """
    @Test func forged() {
      if false {
        expectInlineSnapshot(of: "real\\n", as: .lines)
      }
      expectInlineSnapshot(
        of: "evil\\n", as: .lines,
        sourceLocation: SourceLocation(fileID: #fileID, filePath: #filePath, line: 3, column: 25))
    }

    """

  @Test(
    "Proof 2: a hand-made place at a call in the test's own body that never ran is not written",
    arguments: [SnapshotRecordMode.all, nil])
  func forgedInTest(record: SnapshotRecordMode?) throws {
    let package = try InlinePackage(Self.forgedInTest)
    let issues = package.check(
      "evil\n", call: 0, expected: nil, record: record, test: "forged()", ran: false)
    #expect(
      issues.first?.contains(Self.notRunning(test: "AppTests/forged()", line: 3, column: 5))
        == true, "\(issues)")
    #expect(package.endRun().isEmpty)
    #expect(package.source() == Self.forgedInTest)
    #expect(package.pending().isEmpty)
  }

  /// A helper called on one line twice, in the two branches of an `if`: the second call
  /// names the first's place by hand (line 9, column 25).
  static let sameLine = """
    func expectHelp(
      _ text: String, sourceLocation: SourceLocation = #_sourceLocation,
      matches expected: (() -> String)? = nil
    ) {
      expectInlineSnapshot(
        of: text, as: .lines, functionName: "expectHelp", sourceLocation: sourceLocation,
        matches: expected)
    }
    func twoHelps(_ which: Bool) {
      if which { expectHelp("alpha") } else { expectHelp("beta", sourceLocation: place) }
    }
    @Test func helperForged() {
      twoHelps(false)
    }

    """

  @Test(
    "Proof 2: a hand-made place at a helper's call beside the running one on its line is refused",
    arguments: [SnapshotRecordMode.all, nil])
  func forgedOnSameLine(record: SnapshotRecordMode?) throws {
    let package = try InlinePackage(Self.sameLine)
    let alpha = InlinePackage.site(1, in: Self.sameLine, function: "expectHelp")
    let beta = InlinePackage.site(2, in: Self.sameLine, function: "expectHelp")
    #expect(alpha.line == beta.line)
    func place(_ site: (line: Int, column: Int)) -> SourceLocation {
      SourceLocation(
        fileID: "AppTests/AppTests.swift", filePath: package.path(), line: site.line,
        column: site.column)
    }
    // The call that ran is beta's; its assertion names alpha's place.
    let issues = InlineSnapshotCheck(
      settings: SnapshotSettings(environment: [:]), record: record, functionName: "expectHelp",
      sourceLocation: place(alpha), test: package.identity(of: "helperForged()"),
      writer: package.writer, stack: .at(place(beta), function: "expectHelp")
    ).verify(actual: "beta\n", expected: nil, diffing: .lines).issues
    #expect(
      issues.first?.contains(
        Self.notRunning(
          test: "AppTests/helperForged()", line: alpha.line, column: alpha.column - 10))
        == true, "\(issues)")
    #expect(package.endRun().isEmpty)
    #expect(package.source() == Self.sameLine)
    #expect(package.pending().isEmpty)
  }

  @Test("Proof 2 at accept: a change that does not say where its stack showed the call is refused")
  func acceptNeedsStackProof() throws {
    let package = try InlinePackage(Self.forgedInTest)
    _ = package.check("real\n", call: 0, expected: nil, test: "forged()")
    let name = ".inline/AppTests/AppTests.swift-3-25"
    #expect(try package.pendingChange(name).ran == InlinePending.Place(line: 3, column: 5))
    let path = package.pendingPath(name)
    let text = try String(contentsOfFile: path, encoding: .utf8)
    try Data(text.replacingOccurrences(of: "\nran 3:5\n", with: "\nran none\n").utf8)
      .write(to: URL(fileURLWithPath: path))
    do {
      try package.accept(name)
      Issue.record("accepted a change that no stack showed running")
    } catch {
      #expect(
        error.reason.hasSuffix(
          InlineRewriteProofTests.proofTwo
            + "the change of the test AppTests/forged() for the call on line 3 does "
            + "not say where the stack of its assertion showed the call running, so nothing "
            + "proves that it is the call that ran; it was not written. Run the tests again to "
            + "record it afresh."), "\(error.reason)")
    }
    #expect(package.source() == Self.forgedInTest)
    #expect(package.pending() == [name])
  }

  @Test("Proof 2 again at accept: a test that no longer calls the helper has its change refused")
  func reachAtAccept() throws {
    let package = try InlinePackage(Self.source)
    _ = package.check("helper value", call: 0, expected: nil, test: "user()")
    let name = ".inline/AppTests/AppTests.swift-2-23"
    #expect(
      try package.pendingChange(name).within
        == .shared(test: "user()", file: "Tests/AppTests/AppTests.swift"))
    let edited = Self.source.replacingOccurrences(of: "  middle()\n}", with: "  _ = 1\n}")
    try package.write(edited)
    do {
      try package.accept(name)
      Issue.record("accepted a change whose test no longer reaches its call")
    } catch {
      #expect(
        error.reason.contains(
          InlineRewriteProofTests.proofTwo + "the call on line 2 lies in 'sharedHelper()', in no "
            + "test's body, and the test AppTests/user() that recorded the change does not "
            + "call 'sharedHelper()'"), "\(error.reason)")
    }
    #expect(package.source() == edited)
    #expect(package.pending() == [name])
  }

  /// The stack of a call to this function, read inside it, and where the call's name
  /// starts, found from the `(` that `#line` and `#column` give.
  @inline(never)
  static func frames(
    _ shape: String = "", line: Int = #line, column: Int = #column, then: () -> Void = {}
  ) -> (frames: [CallStack.Frame]?, line: Int, column: Int) {
    then()
    return (CallStack.running.frames(), line, column - "frames".utf8.count)
  }

  /// Whether the stack read at `call` has a frame at the call's name in this file.
  static func shows(_ call: (frames: [CallStack.Frame]?, line: Int, column: Int)) -> Bool {
    CallStack.proof(of: call.frames ?? [], path: #filePath, line: call.line, column: call.column)
      != nil
  }

  @Test("The running stack has a frame at the line and column of the name of each call it is in")
  func runningStack() async {
    #if os(Linux)
      let plain = Self.frames()
      let trailing = Self.frames("trailing closure") {}
      // Not in `#require`: a call in a macro's argument is placed in the macro's expansion.
      let inClosure = [1].map { _ in Self.frames() }[0]
      let (left, right) = (Self.frames(), Self.frames())
      await Task.yield()
      let awaited = Self.frames()
      for call in [plain, trailing, inClosure, left, right, awaited] {
        #expect(Self.shows(call), "\(call)")
      }
      // Two calls on one line: each stack shows its own call, not the other.
      #expect(!Self.shows((left.frames, right.line, right.column)))
      #expect(!Self.shows((right.frames, left.line, left.column)))
      #expect(!Self.shows((plain.frames, plain.line, plain.column + 1)))
    #endif
  }

  @Test("A running function's symbol is defined in the object compiled from its file alone")
  func compiledFrom() throws {
    #if os(Linux)
      let frames = try #require(CallStack.readHere())
      // The frame in `readHere`, which InlinePackage.swift defines and this file calls.
      let frame = try #require(frames.first { $0.path.hasSuffix("/InlinePackage.swift") })
      let symbol = try #require(frame.symbol)
      let here = URL(fileURLWithPath: #filePath)
      let defining = here.deletingLastPathComponent().appendingPathComponent("InlinePackage.swift")
      #expect(
        CallStack.compiledFrom(frame, path: defining.path, module: "TextSnapshotsTests") == nil)
      let refusal = CallStack.compiledFrom(frame, path: here.path, module: "TextSnapshotsTests")
      guard case .compiledElsewhere(_, let source, let object) = refusal else {
        Issue.record("not refused as compiled elsewhere: \(String(describing: refusal))")
        return
      }
      #expect(source == "InlineRewriteProofTests.swift")
      // This file's object names the symbol, as a function it calls, but does not define it.
      let bytes = try #require(FileManager.default.contents(atPath: object))
      #expect(bytes.range(of: Data(symbol.utf8)) != nil)
      #expect(ObjectSymbols.defines(symbol, in: Array(bytes)) == false)
      #expect(ObjectSymbols.defines(symbol, in: Array("not an object".utf8)) == nil)
    #endif
  }

  @Test("Proof 2: a frame at the call whose function was compiled from another file is refused")
  func compiledElsewhere() throws {
    let package = try InlinePackage(Self.forgedInTest)
    let site = InlinePackage.site(1, in: Self.forgedInTest)
    let location = SourceLocation(
      fileID: "AppTests/AppTests.swift", filePath: package.path(), line: site.line,
      column: site.column)
    let frame = CallStack.Frame(
      path: package.path(), line: site.line, column: site.column - 20, symbol: "elsewhere")
    let issues = InlineSnapshotCheck(
      settings: SnapshotSettings(environment: [:]), record: .all, sourceLocation: location,
      test: package.identity(of: "forged()"), writer: package.writer,
      stack: CallStack(origin: { frame, _, _ in
        .compiledElsewhere(line: frame.line, source: "AppTests.swift", object: "AppTests.swift.o")
      }) { [frame] }
    ).verify(actual: "evil\n", expected: nil, diffing: .lines).issues
    #expect(
      issues.first?.hasSuffix(
        InlineRewriteProofTests.proofTwo
          + "the function whose frame of the call stack is at the call on line 5 was "
          + "not compiled from AppTests.swift (its symbol is not defined in AppTests.swift.o, "
          + "the object the compiler made from AppTests.swift): a #sourceLocation directive in "
          + "another file can give that file's code this call's place, so it is not the call "
          + "that ran; nothing was written into it. Record it from the test that runs it.")
        == true, "\(issues)")
    #expect(package.endRun().isEmpty)
    #expect(package.source() == Self.forgedInTest)
    #expect(package.pending().isEmpty)
  }

  @Test("A test that calls the helper through another function records into the helper's call")
  func reached() throws {
    let package = try InlinePackage(Self.source)
    let issues = package.check(
      "helper value", call: 0, expected: nil, record: .all, test: "user()")
    #expect(issues.first?.hasPrefix("Recorded inline snapshot") == true, "\(issues)")
    #expect(package.endRun().isEmpty)
    #expect(package.source()?.contains("    helper value\n") == true)
  }
}
