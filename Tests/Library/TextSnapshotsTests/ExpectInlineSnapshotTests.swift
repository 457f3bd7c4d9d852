import Foundation
import TestSupport
import Testing

@testable import InlineTextSnapshots
@testable import TextSnapshots

@Suite("expectInlineSnapshot")
struct ExpectInlineSnapshotTests {
  /// A test file with two inline snapshots in one test; the first has no closure yet.
  static let sample = """
    @Test func sample() {
      expectInlineSnapshot(of: first, as: .lines)
      expectInlineSnapshot(of: second, as: .lines) {
        \"""
        old
        \"""
      }
    }

    """

  @Test("A value with more values than .dump reads fails with why, and is not compared")
  func dumpStopped() {
    var settings = SnapshotSettings.current
    // Were it compared, the difference would write nothing either.
    settings.record = .never
    // Lowered limits judge a tree of 2^30 paths as the real ones do, in a thousandth of
    // the time.
    let issues = ValueDump.$sizeLimit.withValue(1_000) {
      snapshotIssues(settings) {
        expectInlineSnapshot(of: SnapshottingValuesTests.Fork.tree(levels: 30), as: .dump) {
          "not compared\n"
        }
      }
    }
    let readLimit = 1_000 * ValueDump.readFactor
    #expect(issues == [SnapshotMessage.valueUnread(readLimit: readLimit, isChange: false).text])
  }

  @Test("A matching snapshot passes and writes nothing")
  func matches() throws {
    let package = try InlinePackage(Self.sample)
    #expect(package.check("old", call: 1, expected: "old").isEmpty)
    #expect(package.endRun().isEmpty)
    #expect(package.folder.snapshotFiles() == [InlinePackage.testFile])
    #expect(package.source() == Self.sample)
  }

  @Test(
    "An inline snapshot is compared scalar for scalar: a decomposed é fails against a composed one")
  func comparesScalars() throws {
    let package = try InlinePackage(Self.sample)
    let issues = package.check("cafe\u{301}", call: 1, expected: "caf\u{E9}")
    #expect(issues.count == 1)
    let diff = "-caf<U+00E9>\n\\ No newline at end of file\n+cafe<U+0301>\n"
    #expect(issues.first?.contains(diff) == true, "\(issues)")
  }

  @Test("A pending change saved for a call deletes at once the copies earlier runs left for it")
  func savingReplacesOlderCopies() throws {
    let package = try InlinePackage(Self.sample)
    _ = package.check("first", call: 1, expected: "old")
    #expect(package.endRun().isEmpty)
    let name = try #require(package.pending().first)
    // An older run's change for the same call, recorded when the call stood lower.
    let older = name + "0"
    try FileManager.default.moveItem(
      atPath: package.pendingPath(name), toPath: package.pendingPath(older))
    _ = package.check("second", call: 1, expected: "old")
    #expect(package.pending() == [name], "the older copy is gone before the run ends")
    #expect(try package.pendingChange(name).text == "second")
    #expect(package.endRun().isEmpty)
  }

  @Test("Two test processes recording one call at once: the second writes nothing and says so")
  func twoProcessesOneCall() throws {
    let package = try InlinePackage(Self.sample)
    func check(_ value: String, in run: String) -> [String] {
      let site = InlinePackage.site(1, in: Self.sample, function: "expectInlineSnapshot")
      return InlineSnapshotCheck(
        settings: SnapshotSettings(environment: [:]), record: .all,
        sourceLocation: SourceLocation(
          fileID: "AppTests/AppTests.swift", filePath: package.path(), line: site.line,
          column: site.column),
        writer: package.writer,
        claims: WriteClaims(runID: run, isRunning: { _ in true }),
        stack: .at(package.path(), line: site.line, column: site.column)
      ).verify(actual: value, expected: "old", diffing: .lines).issues
    }
    let first = check("first", in: "1-1")
    let second = check("second", in: "2-2")
    #expect(first.first?.hasPrefix("Recorded inline snapshot") == true, "\(first)")
    #expect(
      second.last?.contains("another test process (run 1-1) is recording this snapshot") == true,
      "\(second)")
    let name = try #require(package.pending().first)
    #expect(try package.pendingChange(name).text == "first", "the first's change is kept")
  }

  @Test("Recording fails the test even when the literal already holds the value, as files do")
  func recordingMatchFails() throws {
    let package = try InlinePackage(Self.sample)
    let issues = package.check("old", call: 1, expected: "old", record: .all)
    #expect(
      issues == [
        "Recorded inline snapshot at AppTests/AppTests.swift:3:23: it already holds this "
          + "value, so nothing was written; a recording run still fails. Turn the record mode "
          + "off and run again to verify."
      ])
    #expect(package.check("old", call: 1, expected: "old", record: .missing).isEmpty)
    #expect(package.endRun().isEmpty)
    #expect(package.source() == Self.sample)
  }

  @Test("Recording writes both literals when the run ends, the second still found below the first")
  func recordsSeveral() throws {
    let package = try InlinePackage(Self.sample)
    let first = package.check("one\ntwo", call: 0, expected: nil, record: .all)
    let second = package.check("new", call: 1, expected: "old", record: .all)
    let name = ".inline/AppTests/AppTests.swift-2-23"
    #expect(
      first.first?.hasPrefix(
        "Recorded inline snapshot at AppTests/AppTests.swift:2:23; it is written into the "
          + "source when the test process ends, and until then waits in Snapshots/\(name).new "
          + "(if the process does not end normally, accept it with: swift run snapshots accept "
          + "\(name)). Re-run to verify.\n") == true)
    #expect(second.first?.contains("-old\n\\ No newline at end of file\n+new\n") == true)
    #expect(package.source() == Self.sample, "nothing is written before the run ends")
    #expect(package.pending().count == 2, "both changes wait as pending until the run ends")
    #expect(package.endRun().isEmpty)
    #expect(
      package.source() == """
        @Test func sample() {
          expectInlineSnapshot(of: first, as: .lines) {
            \"""
            one
            two
            \"""
          }
          expectInlineSnapshot(of: second, as: .lines) {
            \"""
            new
            \"""
          }
        }

        """)
  }

  @Test("On CI an inline failure says the record mode from the source was ignored")
  func ciSaysRecordModeIgnored() throws {
    let package = try InlinePackage(Self.sample)
    let issues = package.check(
      "new", call: 1, expected: "old", record: .all, environment: ["CI": "true"])
    #expect(issues.count == 1)
    #expect(
      issues.first?.hasSuffix(
        "\nThe record mode 'all' from the source (record: or .snapshots(record:)) was ignored: "
          + "CI is set, and on CI snapshots never record from the source. Set "
          + "SNAPSHOT_RECORD=all to record there.") == true, "\(issues)")
    package.endRun()
    #expect(package.source() == Self.sample)
  }

  @Test("With SNAPSHOT_DIRECTORY set, the accept command names that folder, absolute")
  func acceptCommandNamesTheFolder() throws {
    let package = try InlinePackage(Self.sample)
    let directory = "\(package.root)/Elsewhere"
    let issues = package.check(
      "hello", call: 0, expected: nil, environment: ["SNAPSHOT_DIRECTORY": directory],
      test: "sample()")
    let name = ".inline/AppTests/AppTests.swift-2-23"
    #expect(
      issues.first?.hasSuffix(
        "\nAccept into the source with: SNAPSHOT_DIRECTORY=\(directory) swift run snapshots "
          + "accept \(name)") == true, "\(issues)")
    #expect(FileManager.default.fileExists(atPath: "\(directory)/\(name).new"))
  }

  @Test("A new snapshot's first failure shows its content and saves a pending change at once")
  func missingShowsContent() throws {
    let package = try InlinePackage(Self.sample)
    let issues = package.check("hello", call: 0, expected: nil, test: "sample()")
    let name = ".inline/AppTests/AppTests.swift-2-23"
    #expect(
      issues == [
        """
        No inline snapshot at AppTests/AppTests.swift:2:23 yet.
        New content:
          hello
        Pending change written to Snapshots/\(name).new.
        Accept into the source with: swift run snapshots accept \(name)
        """
      ])
    let change = try package.pendingChange(name)
    #expect(change.test == "AppTests/sample()")
    #expect(change.anchor.owner == "sample()" && change.anchor.ordinal == 0)
    #expect(change.call == "expectInlineSnapshot(of: first, as: .lines)" && change.old == nil)
    #expect(change.text == "hello" && change.line == 2 && change.column == 23)
    package.endRun()
    #expect(package.source() == Self.sample)
    #expect(try package.pendingChange(name) == change)
  }

  @Test("Accepting pending changes writes them into the source, the lower one still found")
  func acceptPending() throws {
    let package = try InlinePackage(Self.sample)
    _ = package.check("a", call: 0, expected: nil)
    _ = package.check("b", call: 1, expected: "old")
    package.endRun()
    #expect(package.pending().count == 2)
    for name in package.pending() { try package.accept(name) }
    let text = try #require(package.source())
    #expect(text.contains("first, as: .lines) {\n    \"\"\"\n    a\n    \"\"\"\n  }"))
    #expect(text.contains("second, as: .lines) {\n    \"\"\"\n    b\n    \"\"\"\n  }"))
    #expect(package.pending().isEmpty)
  }

  @Test("A literal with interpolation is refused and the file is left alone")
  func refusesInterpolation() throws {
    let sample = "  expectInlineSnapshot(of: x, as: .lines) { \"a\\(b)\" }\n"
    let package = try InlinePackage(sample)
    let issues = package.check("c", call: 0, expected: "a1", record: .failed)
    #expect(
      issues.first?.hasSuffix(
        "Cannot write the inline snapshot into \(package.path()): the inline snapshot on line 1 "
          + "interpolates a value; a literal with \\( ) cannot be rewritten, so it was left "
          + "alone.") == true)
    package.endRun()
    #expect(package.source() == sample)
    #expect(package.pending().isEmpty)
  }

  @Test("The run records each inline assertion's pending name, its test, and whether it failed")
  func recordsRun() throws {
    let package = try InlinePackage("  expectInlineSnapshot(of: x, as: .lines) { \"old\" }\n")
    let check = InlineSnapshotCheck(
      settings: SnapshotSettings(environment: [:]), record: nil,
      sourceLocation: SourceLocation(
        fileID: "AppTests/AppTests.swift", filePath: package.path(), line: 1, column: 23),
      test: Test.current.map {
        InlineSnapshotCheck.TestIdentity(
          $0, fileID: "TextSnapshotsTests/ExpectInlineSnapshotTests.swift")
      }, writer: package.writer,
      stack: .at(package.path(), line: 1, column: 23))
    _ = check.verify(actual: "new\n", expected: "old", diffing: .lines)
    package.endRun()
    let run = try #require(SnapshotRun.latest(in: package.root + "/Snapshots"))
    let name = ".inline/AppTests/AppTests.swift-1-23"
    #expect(
      run.testsByReference == [name: "TextSnapshotsTests/ExpectInlineSnapshotTests/recordsRun"])
    #expect(run.failed == [name])
    #expect(run.sources == package.root)
  }

  @Test("An assertion no test runs records nothing, and says so in one issue, once")
  func withoutTest() {
    let location = SourceLocation(
      fileID: "AppTests/AppTests.swift", filePath: "/p/Tests/AppTests/AppTests.swift", line: 4,
      column: 25)
    func issues(_ expected: String?) -> [String] {
      InlineSnapshotCheck.withoutTest(
        actual: "late\n", expected: expected, diffing: .lines, sourceLocation: location
      ).issues
    }
    #expect(issues("late\n").isEmpty)
    let missing = issues(nil)
    #expect(missing.count == 1)
    expectInlineSnapshot(of: missing.joined(separator: "\n---\n"), as: .lines) {
      """
      No inline snapshot at AppTests/AppTests.swift:4:25 yet.
      New content:
        late
      Cannot write the inline snapshot into /p/Tests/AppTests/AppTests.swift: no test is running this assertion (it ran in a detached task, or after its test ended), so no test owns the call and nothing was recorded, written or deleted. Make the assertion in the test's own task: await the task's value in the test.
      """
    }
    #expect(issues("early\n").count == 1)
  }

  @Test("Without a Package.swift above the test file nothing is written, and the issue says so")
  func needsPackage() throws {
    let folder = try TemporaryFolder("text-snapshots")
    try folder.write("  expectInlineSnapshot(of: x, as: .lines)\n", to: "T.swift")
    let check = InlineSnapshotCheck(
      settings: SnapshotSettings(directory: folder.path, environment: [:]), record: .all,
      sourceLocation: SourceLocation(
        fileID: "M/T.swift", filePath: folder.path + "/T.swift", line: 1, column: 23),
      writer: InlineSnapshotWriter())
    #expect(
      check.verify(actual: "x\n", expected: nil, diffing: .lines).issues == [
        "Cannot write the inline snapshot into \(folder.path)/T.swift: no Package.swift in any "
          + "folder above it; inline snapshots are written only into the files of a package."
      ])
  }

  @Test("A real call: the trailing closure's literal is the expected text, its final newline too")
  func realCall() {
    expectInlineSnapshot(of: "1 + 2 = 3\n", as: .lines) {
      """
      1 + 2 = 3

      """
    }
  }
}
