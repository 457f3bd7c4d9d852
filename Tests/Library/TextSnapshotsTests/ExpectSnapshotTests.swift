import Foundation
import KitSupport
import TestSupport
import Testing

@testable import TextSnapshots

@Suite("expectSnapshot")
struct ExpectSnapshotTests {
  let folder: TemporaryFolder

  init() throws {
    folder = try TemporaryFolder("text-snapshots")
  }

  private func path(_ name: String) -> String {
    "\(folder.path)/TextSnapshotsTests/ExpectSnapshotTests/\(name).txt"
  }

  private func accept(_ name: String) -> String {
    "Accept with: SNAPSHOT_DIRECTORY=\(folder.path) swift run snapshots accept "
      + "TextSnapshotsTests/ExpectSnapshotTests/\(name)"
  }

  @Test("Names the file after the suite type and the test function")
  func namesFileAfterTest() {
    _ = snapshotIssues(folder.settings()) {
      expectSnapshot(of: "a\n", as: .lines)
    }
    #expect(
      folder.snapshotFiles() == [
        "TextSnapshotsTests/ExpectSnapshotTests/namesFileAfterTest.txt.new"
      ])
  }

  @Test("A missing reference fails and writes a pending file")
  func missingReference() {
    let issues = snapshotIssues(folder.settings()) {
      expectSnapshot(of: "hello\n", as: .lines)
    }
    let reference = path("missingReference")
    #expect(
      issues == [
        "No reference at \(reference); pending written to \(reference).new.\n"
          + "New content:\n  hello\n" + accept("missingReference")
      ])
    #expect(
      folder.read("TextSnapshotsTests/ExpectSnapshotTests/missingReference.txt.new") == "hello\n")
  }

  @Test("A matching reference passes and removes a stale pending file")
  func matchingReference() throws {
    try folder.write("same\n", to: "TextSnapshotsTests/ExpectSnapshotTests/matchingReference.txt")
    try folder.write(
      "old\n", to: "TextSnapshotsTests/ExpectSnapshotTests/matchingReference.txt.new")
    let issues = snapshotIssues(folder.settings()) {
      expectSnapshot(of: "same\n", as: .lines)
    }
    #expect(issues == [])
    #expect(
      folder.snapshotFiles() == ["TextSnapshotsTests/ExpectSnapshotTests/matchingReference.txt"])
  }

  @Test(
    "A pending file this run wrote is kept when the same assertion matches later, and the match says so",
    arguments: [["diff\n", "same\n"], ["diff\n", "same\n", "same\n"], ["same\n", "diff\n"]])
  func pendingOfThisRunKept(values: [String]) throws {
    // Parameterised, so named after its case.
    let named = "\(values.count)\(values[0].prefix(1))"
    let name = "pendingOfThisRunKept.\(named)"
    try folder.write("same\n", to: "TextSnapshotsTests/ExpectSnapshotTests/\(name).txt")
    let issues = snapshotIssues(folder.settings()) {
      for value in values { expectSnapshot(of: value, as: .lines, named: named) }
    }
    let failed = values.firstIndex(of: "diff\n") ?? 0
    #expect(issues.count == values.count - failed, "\(issues)")
    // Named, so the accept command names the file.
    #expect(issues.first?.hasSuffix(accept(name + ".txt")) == true, "\(issues)")
    let kept =
      "This assertion made two values in this run (a loop, a helper called twice, "
      + "--repetitions): this one matches \(path(name)), and an earlier one differed from it "
      + "and waits in \(path(name)).new, which is kept, not deleted as stale. Accept it if the "
      + "earlier value is right, else reject it; give each value its own 'named:' to "
      + "snapshot both.\n" + accept(name + ".txt")
    #expect(Array(issues.dropFirst()) == Array(repeating: kept, count: issues.count - 1))
    #expect(folder.read("TextSnapshotsTests/ExpectSnapshotTests/\(name).txt.new") == "diff\n")
  }

  @Test(
    "A pending file this run wrote is never replaced, removed or overtaken by another value of the same assertion",
    arguments: [true, false], [nil, SnapshotRecordMode.never, .all])
  func pendingOfThisRunNotReplaced(hasReference: Bool, second: SnapshotRecordMode?) throws {
    let named = (hasReference ? "differs-" : "missing-") + (second.map { "\($0)" } ?? "nil")
    let name = "pendingOfThisRunNotReplaced.\(named)"
    let reference = "TextSnapshotsTests/ExpectSnapshotTests/\(name).txt"
    if hasReference { try folder.write("same\n", to: reference) }
    let issues = snapshotIssues(folder.settings()) {
      // One assertion, in a loop: its third pass asks for `second`'s record mode.
      for (value, record) in [("first\n", nil), ("first\n", nil), ("second\n", second)] {
        expectSnapshot(of: value, as: .lines, named: named, record: record)
      }
    }
    #expect(issues.count == 3, "\(issues)")
    // The same value again is the same announced change, written again.
    #expect(issues[1] == issues[0])
    let twoValues = Self.twoValues(kept: path(name) + ".new")
    #expect(issues[2].hasSuffix(twoValues), "\(issues[2])")
    #expect(folder.read(reference + ".new") == "first\n")
    #expect(folder.read(reference) == (hasReference ? "same\n" : nil))
  }

  @Test(
    "A reference this run recorded is never replaced by another value of the same assertion, in any record mode",
    arguments: [true, false], [SnapshotRecordMode.all, .failed, .missing])
  func recordedOfThisRunNotReplaced(hasReference: Bool, mode: SnapshotRecordMode) throws {
    let named = (hasReference ? "differs-" : "missing-") + "\(mode)"
    let name = "recordedOfThisRunNotReplaced.\(named)"
    let reference = "TextSnapshotsTests/ExpectSnapshotTests/\(name).txt"
    if hasReference { try folder.write("old\n", to: reference) }
    let issues = snapshotIssues(folder.settings(record: mode)) {
      for value in ["first\n", "second\n", "third\n"] {
        expectSnapshot(of: value, as: .lines, named: named)
      }
    }
    // `.missing` records only a reference that does not exist: the first value is then
    // a pending change, kept as such.
    guard !hasReference || mode != .missing else {
      #expect(folder.read(reference) == "old\n")
      #expect(folder.read(reference + ".new") == "first\n")
      return
    }
    #expect(issues.count == 3, "\(issues)")
    let twoValues = Self.twoValues(kept: path(name))
    #expect(issues.dropFirst().allSatisfy { $0.hasSuffix(twoValues) }, "\(issues)")
    #expect(folder.read(reference) == "first\n")
    #expect(folder.read(reference + ".new") == nil)
  }

  /// The issue of a value refused because an earlier value of its assertion in this run
  /// is kept in `kept`.
  static func twoValues(kept: String) -> String {
    "This assertion made two different values in this run (a loop, a helper called "
      + "twice, --repetitions): an earlier one, which this run recorded, matched or "
      + "announced as a change, is the value in \(kept), and is kept; this one was not "
      + "written. Give each value its own 'named:' to snapshot both."
  }

  @Test(
    "Under .failed, a reference this run matched is never replaced by a later value of the same assertion"
  )
  func matchedOfThisRunNotReplaced() throws {
    let name = "matchedOfThisRunNotReplaced.loop"
    let reference = "TextSnapshotsTests/ExpectSnapshotTests/\(name).txt"
    try folder.write("first\n", to: reference)
    let issues = snapshotIssues(folder.settings(record: .failed)) {
      for value in ["first\n", "second\n", "first\n"] {
        expectSnapshot(of: value, as: .lines, named: "loop")
      }
    }
    #expect(issues.count == 1, "\(issues)")
    #expect(issues.first?.hasSuffix(Self.twoValues(kept: path(name))) == true, "\(issues)")
    #expect(folder.read(reference) == "first\n")
    #expect(folder.read(reference + ".new") == nil)
  }

  @Test("A reference is compared scalar for scalar: a decomposed é fails against a composed one")
  func comparesScalars() throws {
    try folder.write(
      "caf\u{E9}\n", to: "TextSnapshotsTests/ExpectSnapshotTests/comparesScalars.txt")
    let issues = snapshotIssues(folder.settings()) {
      expectSnapshot(of: "cafe\u{301}\n", as: .lines)
    }
    #expect(issues.count == 1)
    #expect(issues.first?.contains("-caf<U+00E9>\n+cafe<U+0301>\n") == true, "\(issues)")
    #expect(
      folder.read("TextSnapshotsTests/ExpectSnapshotTests/comparesScalars.txt.new")
        .map { Array($0.utf8) } == Array("cafe\u{301}\n".utf8))
  }

  @Test("A different snapshot fails, writes a pending file and leaves the reference alone")
  func differentSnapshot() throws {
    try folder.write(
      "one\ntwo\n", to: "TextSnapshotsTests/ExpectSnapshotTests/differentSnapshot.txt")
    let issues = snapshotIssues(folder.settings()) {
      expectSnapshot(of: "one\n2\n", as: .lines)
    }
    #expect(
      issues == [
        """
        Snapshot does not match reference: 1 of 2 lines differs.
        --- reference
        +++ actual
        @@ -1,2 +1,2 @@
         one
        -two
        +2

        """ + accept("differentSnapshot")
      ])
    #expect(
      folder.read("TextSnapshotsTests/ExpectSnapshotTests/differentSnapshot.txt") == "one\ntwo\n")
    #expect(
      folder.read("TextSnapshotsTests/ExpectSnapshotTests/differentSnapshot.txt.new") == "one\n2\n")
  }

  @Test("A CRLF value round-trips: recorded, accepted, then verified, it passes")
  func crlfRoundTrip() throws {
    let request = "GET / HTTP/1.1\r\nHost: x\r\n\r\n"
    func check(_ settings: SnapshotSettings) -> [String] {
      snapshotIssues(settings) {
        expectSnapshot(of: request, as: .lines, named: "request")
      }
    }
    #expect(check(folder.settings(record: .missing)).count == 1)
    let file = "TextSnapshotsTests/ExpectSnapshotTests/crlfRoundTrip.request.txt"
    let stored = try #require(folder.read(file))
    #expect(Array(stored.utf8) == Array(request.utf8))
    #expect(check(folder.settings()) == [])
  }

  @Test("A new CRLF snapshot's content shows a line per line feed, each ␍ shown")
  func crlfNewContent() {
    let issues = snapshotIssues(folder.settings()) {
      expectSnapshot(of: "GET / HTTP/1.1\r\nHost: x\r\n", as: .lines)
    }
    #expect(
      issues.first?.contains("New content:\n  GET / HTTP/1.1␍\n  Host: x␍\nAccept with:") == true)
  }

  @Test(
    "LF against a CRLF reference fails, and so does the reverse, each line's ␍ shown",
    arguments: [
      ("a\r\nb\r\n", "a\nb\n", "-a␍\n-b␍\n+a\n+b\n"),
      ("a\nb\n", "a\r\nb\r\n", "-a\n-b\n+a␍\n+b␍\n"),
    ])
  func crlfAgainstLF(reference: String, actual: String, lines: String) throws {
    try folder.write(reference, to: "TextSnapshotsTests/ExpectSnapshotTests/crlfAgainstLF.case.txt")
    let issues = snapshotIssues(folder.settings(record: .never)) {
      expectSnapshot(of: actual, as: .lines, named: "case")
    }
    #expect(
      issues == [
        "Snapshot does not match reference: differs only in line endings (CRLF and LF; ␍ marks "
          + "each carriage return). If git converts line endings on checkout, add "
          + "'Snapshots/** -text' to .gitattributes.\n--- reference\n+++ actual\n"
          + "@@ -1,2 +1,2 @@\n" + lines
      ])
  }

  @Test("Record mode 'missing' writes a new reference and still records an issue")
  func recordMissing() {
    let issues = snapshotIssues(folder.settings(record: .missing)) {
      expectSnapshot(of: "new\n", as: .lines)
    }
    #expect(issues == ["Recorded snapshot at \(path("recordMissing")); re-run to verify."])
    #expect(folder.snapshotFiles() == ["TextSnapshotsTests/ExpectSnapshotTests/recordMissing.txt"])
  }

  @Test(
    "Recording a reference removes its older pending file, which accepting would bring back",
    arguments: [SnapshotRecordMode.missing, .failed, .all])
  func recordRemovesOlderPending(mode: SnapshotRecordMode) throws {
    let name = "TextSnapshotsTests/ExpectSnapshotTests/recordRemovesOlderPending.\(mode)"
    // An earlier run's failure left its value pending (this process wrote no pending
    // file of this name, so it is not this run's announced change).
    try folder.write("older\n", to: "\(name).txt.new")
    let issues = snapshotIssues(folder.settings(record: mode)) {
      expectSnapshot(
        of: "newer\n", as: .lines, named: mode.rawValue, sourceLocation: here(line: 10))
    }
    #expect(
      issues == [
        "Recorded snapshot at \(path("recordRemovesOlderPending.\(mode)")); re-run to verify."
      ])
    #expect(folder.snapshotFiles() == ["\(name).txt"])
    #expect(folder.read("\(name).txt") == "newer\n")
  }

  @Test("Record mode 'missing' does not overwrite a differing reference")
  func recordMissingKeepsDifferent() throws {
    try folder.write(
      "old\n", to: "TextSnapshotsTests/ExpectSnapshotTests/recordMissingKeepsDifferent.txt")
    let issues = snapshotIssues(folder.settings(record: .missing)) {
      expectSnapshot(of: "new\n", as: .lines)
    }
    #expect(issues.first?.hasPrefix("Snapshot does not match reference") == true)
    #expect(
      folder.read("TextSnapshotsTests/ExpectSnapshotTests/recordMissingKeepsDifferent.txt")
        == "old\n")
  }

  @Test("Record mode 'failed' overwrites a differing reference and shows what changed")
  func recordFailed() throws {
    try folder.write("old\n", to: "TextSnapshotsTests/ExpectSnapshotTests/recordFailed.txt")
    let issues = snapshotIssues(folder.settings(record: .failed)) {
      expectSnapshot(of: "new\n", as: .lines)
    }
    #expect(
      issues == [
        """
        Recorded snapshot at \(path("recordFailed")); re-run to verify.
        Snapshot does not match reference: 1 of 1 lines differs.
        --- reference
        +++ actual
        @@ -1,1 +1,1 @@
        -old
        +new

        """
      ])
    #expect(folder.snapshotFiles() == ["TextSnapshotsTests/ExpectSnapshotTests/recordFailed.txt"])
    #expect(folder.read("TextSnapshotsTests/ExpectSnapshotTests/recordFailed.txt") == "new\n")
  }

  @Test("Record mode 'all' rewrites even a matching reference")
  func recordAll() throws {
    try folder.write("same\n", to: "TextSnapshotsTests/ExpectSnapshotTests/recordAll.txt")
    let issues = snapshotIssues(folder.settings(record: .all)) {
      expectSnapshot(of: "same\n", as: .lines)
    }
    #expect(issues == ["Recorded snapshot at \(path("recordAll")); re-run to verify."])
  }

  @Test(
    "Under 'never' an earlier pending file holding another value is removed and said so; one holding this value is kept and named"
  )
  func neverRemovesStalePending() throws {
    let stem = "TextSnapshotsTests/ExpectSnapshotTests/neverRemovesStalePending"
    try folder.write("old\n", to: "\(stem).differs.txt")
    for name in ["differs", "missing"] {
      try folder.write("v1-old\n", to: "\(stem).\(name).txt.new")
    }
    try folder.write("v2\n", to: "\(stem).same.txt.new")
    let issues = snapshotIssues(folder.settings(record: .never)) {
      for name in ["differs", "missing", "same"] {
        expectSnapshot(of: "v2\n", as: .lines, named: name)
      }
    }
    #expect(issues.count == 3)
    for (issue, name) in zip(issues, ["differs", "missing"]) {
      let pending = path("neverRemovesStalePending.\(name)") + ".new"
      #expect(
        issue.hasSuffix(
          "\nRemoved \(pending), an earlier run's pending file holding another value than this "
            + "run's, so accepting it cannot store a value the code no longer makes."))
      #expect(!folder.exists("\(stem).\(name).txt.new"))
    }
    #expect(
      issues.last?.hasSuffix(
        "\n\(path("neverRemovesStalePending.same")).new, an earlier run's pending file, holds "
          + "this run's value.\n" + accept("neverRemovesStalePending.same.txt")) == true)
    #expect(folder.read("\(stem).same.txt.new") == "v2\n")
  }

  @Test("Record mode 'never' verifies without writing a pending file")
  func recordNever() throws {
    try folder.write("old\n", to: "TextSnapshotsTests/ExpectSnapshotTests/recordNever.txt")
    try folder.write("old\n", to: "TextSnapshotsTests/ExpectSnapshotTests/recordNever.same.txt")
    let issues = snapshotIssues(folder.settings(record: .never)) {
      expectSnapshot(of: "old\n", as: .lines, named: "same")
      expectSnapshot(of: "missing\n", as: .lines, named: "missing")
      expectSnapshot(of: "new\n", as: .lines)
    }
    #expect(issues.count == 2)
    #expect(
      issues.first == "No reference at \(path("recordNever.missing")).\nNew content:\n  missing")
    #expect(issues.last?.hasSuffix("+new\n") == true)
    #expect(
      folder.snapshotFiles() == [
        "TextSnapshotsTests/ExpectSnapshotTests/recordNever.same.txt",
        "TextSnapshotsTests/ExpectSnapshotTests/recordNever.txt",
      ])
  }

  @Test("SNAPSHOT_RECORD sets the mode")
  func recordFromEnvironment() {
    let issues = snapshotIssues(folder.settings(environment: ["SNAPSHOT_RECORD": "missing"])) {
      expectSnapshot(of: "x\n", as: .lines)
    }
    #expect(issues == ["Recorded snapshot at \(path("recordFromEnvironment")); re-run to verify."])
  }

  @Test("An invalid SNAPSHOT_RECORD is an issue naming the value and the allowed ones")
  func invalidRecordMode() throws {
    try folder.write("x\n", to: "TextSnapshotsTests/ExpectSnapshotTests/invalidRecordMode.txt")
    let issues = snapshotIssues(folder.settings(environment: ["SNAPSHOT_RECORD": "sometimes"])) {
      expectSnapshot(of: "x\n", as: .lines)
    }
    #expect(
      issues == ["SNAPSHOT_RECORD is 'sometimes'; expected one of: missing, failed, all, never."])
  }

  @Test("On CI a record mode from the source is ignored; pending files are still written")
  func ciIgnoresSourceRecordMode() {
    let issues = snapshotIssues(folder.settings(record: .all, environment: ["CI": "true"])) {
      expectSnapshot(of: "x\n", as: .lines, record: .missing)
    }
    #expect(issues.first?.hasPrefix("No reference at ") == true)
    #expect(
      issues.first?.hasSuffix(
        "\nThe record mode 'missing' from the source (record: or .snapshots(record:)) was "
          + "ignored: CI is set, and on CI snapshots never record from the source. Set "
          + "SNAPSHOT_RECORD=missing to record there.") == true)
    #expect(
      folder.snapshotFiles() == [
        "TextSnapshotsTests/ExpectSnapshotTests/ciIgnoresSourceRecordMode.txt.new"
      ])
  }

  @Test(
    "On CI a failure says a trait's record mode was ignored; a passing check and .never say nothing",
    arguments: [SnapshotRecordMode.missing, .failed, .all, .never])
  func ciNamesIgnoredTrait(mode: SnapshotRecordMode) throws {
    try folder.write(
      "old\n", to: "TextSnapshotsTests/ExpectSnapshotTests/ciNamesIgnoredTrait.x.txt")
    func check(_ value: String) -> [String] {
      snapshotIssues(folder.settings(record: mode, environment: ["CI": "1"])) {
        expectSnapshot(of: value, as: .lines, named: "x")
      }
    }
    let note = "was ignored: CI is set, and on CI snapshots never record from the source."
    let failing = check("new\n")
    #expect(failing.count == 1)
    #expect(failing.first?.contains(note) == (mode != .never))
    #expect(
      failing.first?.hasPrefix("Snapshot does not match reference: 1 of 1 lines differs.") == true)
    #expect(
      folder.read("TextSnapshotsTests/ExpectSnapshotTests/ciNamesIgnoredTrait.x.txt") == "old\n")
    // The failure's pending file (none under .never) is this run's, so a match keeps it.
    let matching = check("old\n")
    #expect(matching.count == (mode == .never ? 0 : 1))
    #expect(matching.allSatisfy { $0.hasPrefix("This assertion made two values in this run") })
  }

  @Test("With SNAPSHOT_RECORD set on CI, nothing from the source was ignored, so nothing is said")
  func ciWithEnvironmentRecordSaysNothing() {
    let environment = ["CI": "true", "SNAPSHOT_RECORD": "never"]
    let issues = snapshotIssues(folder.settings(record: .all, environment: environment)) {
      expectSnapshot(of: "x\n", as: .lines)
    }
    #expect(issues.count == 1)
    #expect(issues.first?.contains("was ignored") == false)
  }

  @Test("A name that differs from a file on disk only in case is refused, in every record mode")
  func caseClashOnDisk() throws {
    try folder.write("E\n", to: "TextSnapshotsTests/ExpectSnapshotTests/caseClashOnDisk.E.txt")
    for mode in [nil, SnapshotRecordMode.missing, .failed, .all] {
      let issues = snapshotIssues(folder.settings(record: mode)) {
        expectSnapshot(of: "e\n", as: .lines, named: "e")
      }
      let folderPath = "\(folder.path)/TextSnapshotsTests/ExpectSnapshotTests"
      let wanted = "\(folderPath)/caseClashOnDisk.e.txt" + (mode == nil ? ".new" : "")
      #expect(
        issues.last?.hasPrefix(
          "Not writing \(wanted): \(folderPath)/caseClashOnDisk.E.txt exists and differs from "
            + "it only in case; they are one file on a case-insensitive disk such as macOS's "
            + "default.") == true, "\(mode.map(\.rawValue) ?? "verify")")
    }
    #expect(
      folder.snapshotFiles() == ["TextSnapshotsTests/ExpectSnapshotTests/caseClashOnDisk.E.txt"])
  }

  @Test("A folder on the way that is a symbolic link is refused, in every record mode")
  func linkOnTheWay() throws {
    let files = FileManager.default
    let elsewhere = "\(folder.path)/elsewhere"
    try files.createDirectory(atPath: elsewhere, withIntermediateDirectories: true)
    try files.createDirectory(
      atPath: "\(folder.path)/TextSnapshotsTests", withIntermediateDirectories: true)
    let link = "\(folder.path)/TextSnapshotsTests/ExpectSnapshotTests"
    try files.createSymbolicLink(atPath: link, withDestinationPath: elsewhere)
    try folder.write("old\n", to: "elsewhere/linkOnTheWay.txt")
    for mode in [nil, SnapshotRecordMode.missing, .failed, .all] {
      let issues = snapshotIssues(folder.settings(record: mode)) {
        expectSnapshot(of: "new\n", as: .lines)
      }
      let wanted = "\(link)/linkOnTheWay.txt" + (mode == .failed || mode == .all ? "" : ".new")
      #expect(
        issues.last?.hasPrefix("Not writing \(wanted): \(link) is a symbolic link") == true,
        "\(issues)")
    }
    #expect(try files.contentsOfDirectory(atPath: elsewhere) == ["linkOnTheWay.txt"])
    #expect(folder.read("elsewhere/linkOnTheWay.txt") == "old\n")
  }

  @Test("A suite or target folder that differs only in case is refused too")
  func folderCaseClashOnDisk() throws {
    try folder.write("a\n", to: "TextSnapshotsTests/expectSnapshotTests/other.txt")
    let issues = snapshotIssues(folder.settings(record: .missing)) {
      expectSnapshot(of: "a\n", as: .lines)
    }
    #expect(
      issues.first?.contains("TextSnapshotsTests/expectSnapshotTests exists and differs") == true)
    #expect(
      issues.first?.hasSuffix("or rename this test's suite or test target.") == true, "\(issues)")
    #expect(folder.snapshotFiles() == ["TextSnapshotsTests/expectSnapshotTests/other.txt"])
  }

  @Test(
    "A reference still in the layout before target folders is named, and nothing is written",
    arguments: [nil, SnapshotRecordMode.missing, .all, .never])
  func earlierLayout(mode: SnapshotRecordMode?) throws {
    try folder.write("old\n", to: "ExpectSnapshotTests/earlierLayout.x.txt")
    let issues = snapshotIssues(folder.settings(record: mode)) {
      expectSnapshot(of: "new\n", as: .lines, named: "x")
    }
    #expect(
      issues == [
        "No reference at \(path("earlierLayout.x")), but \(folder.path)/ExpectSnapshotTests/"
          + "earlierLayout.x.txt is there, in the layout before snapshots had a folder per test "
          + "target; nothing was written. Run 'swift run snapshots status' once to move the "
          + "references over, then run the tests again."
      ])
    #expect(folder.snapshotFiles() == ["ExpectSnapshotTests/earlierLayout.x.txt"])
    let run = try #require(SnapshotRun.latest(in: folder.path))
    #expect(run.used.contains("TextSnapshotsTests/ExpectSnapshotTests/earlierLayout.x.txt"))
  }

  @Test("On CI, SNAPSHOT_RECORD still records", arguments: ["1", "true", "yes"])
  func ciRecordsWhenAskedExplicitly(_ ci: String) {
    let environment = ["CI": ci, "SNAPSHOT_RECORD": "all"]
    _ = snapshotIssues(folder.settings(environment: environment)) {
      expectSnapshot(of: "x\n", as: .lines, named: ci)
    }
    #expect(
      folder.snapshotFiles() == [
        "TextSnapshotsTests/ExpectSnapshotTests/ciRecordsWhenAskedExplicitly.\(ci).txt"
      ])
  }

  @Test("CI set to 0 or false is not CI", arguments: ["0", "false", ""])
  func ciOff(_ ci: String) {
    #expect(!SnapshotEnvironment(["CI": ci]).isCI)
  }

  @Test("The trait sets the record mode for a test", .snapshots(record: .missing))
  func traitSetsRecordMode() {
    let issues = snapshotIssues(folder.settings()) {
      expectSnapshot(of: "x\n", as: .lines)
    }
    #expect(issues == ["Recorded snapshot at \(path("traitSetsRecordMode")); re-run to verify."])
  }

  @Test("A parameterised test needs a name per case", arguments: [1, 2])
  func parameterised(_ number: Int) {
    let issues = snapshotIssues(folder.settings(record: .missing)) {
      expectSnapshot(of: "\(number)\n", as: .lines)
      expectSnapshot(of: "\(number)\n", as: .lines, named: "case\(number)")
    }
    #expect(
      issues == [
        "Test 'parameterised' is parameterised; pass 'named:' to tell its cases apart "
          + "(Swift Testing does not expose a test case's arguments).",
        "Recorded snapshot at \(path("parameterised.case\(number)")); re-run to verify.",
      ])
  }

  @Test("Two assertions resolving to one file are an issue naming both")
  func nameClash() {
    let issues = snapshotIssues(folder.settings(record: .missing)) {
      expectSnapshot(
        of: "a\n", as: .lines, named: "same", sourceLocation: here(line: 10, column: 5))
      expectSnapshot(
        of: "b\n", as: .lines, named: "same", sourceLocation: here(line: 11, column: 5))
    }
    let file = "TextSnapshotsTests/ExpectSnapshotTests.swift"
    #expect(
      issues.last
        == "Two snapshot assertions resolve to \(path("nameClash.same")): \(file):10:5 and "
        + "\(file):11:5. Give one of them a distinct 'named:' (in file names, characters other "
        + "than letters, digits, '-', '_' and '.' become '_').")
    #expect(folder.read("TextSnapshotsTests/ExpectSnapshotTests/nameClash.same.txt") == "a\n")
  }

  @Test("The same assertion repeated, as in a loop or with --repetitions, is no clash")
  func repeatedAssertion() throws {
    try folder.write("a\n", to: "TextSnapshotsTests/ExpectSnapshotTests/repeatedAssertion.txt")
    let issues = snapshotIssues(folder.settings()) {
      for _ in 0..<3 { expectSnapshot(of: "a\n", as: .lines) }
    }
    #expect(issues == [])
  }

  @Test("A reference that is a folder is an issue saying so")
  func referenceIsAFolder() throws {
    try folder.write("", to: "TextSnapshotsTests/ExpectSnapshotTests/referenceIsAFolder.txt/inside")
    let issues = snapshotIssues(folder.settings()) {
      expectSnapshot(of: "a\n", as: .lines)
    }
    #expect(
      issues == [
        "Cannot use \(path("referenceIsAFolder")): it is a folder; expected a snapshot file. "
          + "Move the folder away, or rename the test or its 'named:'."
      ])
  }

  @Test("A matching snapshot never deletes a folder that stands where its pending file goes")
  func pendingIsAFolder() throws {
    try folder.write("a\n", to: "TextSnapshotsTests/ExpectSnapshotTests/pendingIsAFolder.txt")
    try folder.write(
      "kept\n", to: "TextSnapshotsTests/ExpectSnapshotTests/pendingIsAFolder.txt.new/inside.txt")
    let issues = snapshotIssues(folder.settings()) {
      expectSnapshot(of: "a\n", as: .lines)
    }
    #expect(
      issues == [
        "Cannot use \(path("pendingIsAFolder")).new: it is a folder; expected a snapshot file. "
          + "Move the folder away, or rename the test or its 'named:'."
      ])
    #expect(
      folder.read("TextSnapshotsTests/ExpectSnapshotTests/pendingIsAFolder.txt.new/inside.txt")
        == "kept\n")
  }

  @Test("A reference that is a FIFO is an issue, not a read that waits for a writer")
  func referenceIsAFIFO() throws {
    try folder.makeFolder("TextSnapshotsTests/ExpectSnapshotTests")
    #expect(mkfifo(path("referenceIsAFIFO"), 0o644) == 0)
    let issues = snapshotIssues(folder.settings()) {
      expectSnapshot(of: "a\n", as: .lines)
    }
    #expect(
      issues == [
        "Cannot use \(path("referenceIsAFIFO")): it is not a regular file (a device, FIFO or "
          + "socket); expected a snapshot file."
      ])
  }

  @Test("A reference that is not UTF-8 is an issue saying so")
  func referenceIsNotText() throws {
    try folder.makeFolder("TextSnapshotsTests/ExpectSnapshotTests")
    try Data([0xFF, 0xFE]).write(to: URL(fileURLWithPath: path("referenceIsNotText")))
    let issues = snapshotIssues(folder.settings()) {
      expectSnapshot(of: "a\n", as: .lines)
    }
    #expect(issues == ["Cannot access \(path("referenceIsNotText")): it is not UTF-8 text"])
  }

  @Test("A reference that starts with a byte-order mark does not match text without one")
  func referenceWithByteOrderMark() throws {
    try folder.makeFolder("TextSnapshotsTests/ExpectSnapshotTests")
    let reference = Data([0xEF, 0xBB, 0xBF]) + Data("Usage: tool\n".utf8)
    try reference.write(to: URL(fileURLWithPath: path("referenceWithByteOrderMark")))
    let issues = snapshotIssues(folder.settings()) {
      expectSnapshot(of: "Usage: tool\n", as: .lines)
    }
    #expect(issues.count == 1)
    #expect(issues.first?.hasPrefix("Snapshot does not match reference") == true, "\(issues)")
    try reference.write(to: URL(fileURLWithPath: path("referenceWithByteOrderMark.kept")))
    let matching = snapshotIssues(folder.settings()) {
      expectSnapshot(of: "\u{FEFF}Usage: tool\n", as: .lines, named: "kept")
    }
    #expect(matching.isEmpty, "\(matching)")
  }

  @Test("Values that become one file name at one call clash, each naming both values and the file")
  func sameCallValuesClash() {
    let issues = snapshotIssues(folder.settings(record: .missing)) {
      for value in ["1+2", "1*2", "1/2", "1+2"] {
        expectSnapshot(
          of: value + "\n", as: .lines, named: value, sourceLocation: here(line: 10, column: 5))
      }
    }
    let clash = { (second: String) in
      "Two snapshot names resolve to \(path("sameCallValuesClash.1_2")) at "
        + "TextSnapshotsTests/ExpectSnapshotTests.swift:10:5: named: \"1+2\" and named: "
        + "\"\(second)\"; the second was not recorded. In file names, characters other than "
        + "letters, digits, '-', '_' and '.' become '_', and letters are in NFC: give the "
        + "snapshots names that differ in those characters."
    }
    #expect(
      issues == [
        "Recorded snapshot at \(path("sameCallValuesClash.1_2")); re-run to verify.",
        clash("1*2"), clash("1/2"),
      ])
    #expect(
      folder.read("TextSnapshotsTests/ExpectSnapshotTests/sameCallValuesClash.1_2.txt") == "1+2\n")
  }

  @Test("Values that differ only in normalisation at one call clash, their scalars shown")
  func sameCallNormalisationClash() {
    let issues = snapshotIssues(folder.settings(record: .missing)) {
      for value in ["caf\u{E9}", "cafe\u{301}"] {
        expectSnapshot(
          of: value + "\n", as: .lines, named: value, sourceLocation: here(line: 10, column: 5))
      }
    }
    let file = path("sameCallNormalisationClash.caf\u{E9}")
    #expect(
      issues == [
        "Recorded snapshot at \(file); re-run to verify.",
        "Two snapshot names resolve to \(file) at TextSnapshotsTests/ExpectSnapshotTests.swift:"
          + "10:5: named: \"caf<U+00E9>\" and named: \"cafe<U+0301>\"; the second was not "
          + "recorded. In file names, characters other than letters, digits, '-', '_' and '.' "
          + "become '_', and letters are in NFC: give the snapshots names that differ in those "
          + "characters.",
      ])
  }

  @Test(
    "Raw-identifier twins that read alike get names of their own, the same in either order",
    arguments: [false, true])
  func rawIdentifierTwins(reversed: Bool) {
    let settings = folder.settings(record: .missing)
    let strategy = Snapshotting<String, String>.lines
    let twins = [
      ("`adds two`()", "adds-two"), ("`adds  two`()", "adds--two"), ("adds_two()", "adds_two"),
      ("`adds: two`()", "adds_-two-2182d7fa24b60b3f"),
      ("`adds? two`()", "adds_-two-e6f61a2401ab52e8"),
      ("`adds-two`()", "adds_two-aa55d8d57e3f26d2"),
    ]
    var issues: [String] = []
    for (line, twin) in (reversed ? twins.reversed() : twins).enumerated() {
      issues +=
        SnapshotAssertion(
          diffing: strategy.diffing, pathExtension: strategy.pathExtension, settings: settings,
          test: SnapshotTestIdentity(target: "T", suite: "S", testName: twin.0),
          isParameterised: false, named: nil, record: nil,
          sourceLocation: SourceLocation(
            fileID: "T/S.swift", filePath: here().filePath, line: line + 1, column: 1)
        ).verify(strategy.snapshot(twin.0 + "\n")).issues
    }
    #expect(issues.allSatisfy { $0.hasPrefix("Recorded snapshot at ") }, "\(issues)")
    #expect(folder.snapshotFiles() == twins.map { "T/S/\($0.1).txt" }.sorted())
    for (name, file) in twins {
      #expect(folder.read("T/S/\(file).txt") == name + "\n")
    }
  }

  @Test("Test names that become one file name at one call clash, naming both tests")
  func sameCallTestNamesClash() {
    let settings = folder.settings(record: .missing)
    let location = here(line: 10, column: 5)
    let strategy = Snapshotting<String, String>.lines
    let issues = ["adds two", "adds_two"].flatMap { function in
      SnapshotAssertion(
        diffing: strategy.diffing, pathExtension: strategy.pathExtension, settings: settings,
        test: SnapshotTestIdentity(target: "T", suite: "S", function: function),
        isParameterised: false, named: nil, record: nil,
        sourceLocation: SourceLocation(
          fileID: "T/S.swift", filePath: location.filePath, line: location.line, column: 1)
      ).verify(strategy.snapshot("x\n")).issues
    }
    #expect(issues.count == 2)
    #expect(
      issues.last?.hasPrefix(
        "Two snapshot names resolve to \(folder.path)/T/S/adds_two.txt at T/S.swift:10:1: "
          + "test \"adds two\" and test \"adds_two\"; the second was not recorded.") == true,
      "\(issues)")
  }

  @Test func `a raw identifier names its file without backticks`() {
    let issues = snapshotIssues(folder.settings(record: .missing)) {
      expectSnapshot(of: "x\n", as: .lines, named: "n")
    }
    let name = "a-raw-identifier-names-its-file-without-backticks.n"
    #expect(issues == ["Recorded snapshot at \(path(name)); re-run to verify."])
    #expect(folder.snapshotFiles() == ["TextSnapshotsTests/ExpectSnapshotTests/\(name).txt"])
  }

  @Test func `a reference under the earlier raw identifier name is named, not replaced`() throws {
    let earlier =
      "TextSnapshotsTests/ExpectSnapshotTests/"
      + "_a_reference_under_the_earlier_raw_identifier_name_is_named__not_replaced_.txt"
    try folder.write("kept\n", to: earlier)
    let issues = snapshotIssues(folder.settings()) { expectSnapshot(of: "x\n", as: .lines) }
    let wanted = path(
      "a-reference-under-the-earlier-raw-identifier-name-is-named_-not-replaced-"
        + SnapshotLocation.hash(
          "a reference under the earlier raw identifier name is named, not replaced"))
    #expect(
      issues == [
        "No reference at \(wanted), but \(folder.path)/\(earlier) is there, named before a raw "
          + "identifier's backticks were left out of file names; nothing was written. Rename it "
          + "to \(wanted) (git mv keeps its history), then run the tests again."
      ])
    #expect(folder.snapshotFiles() == [earlier])
  }

  @Test(
    "A test function's name loses its parameters, and a raw identifier its backticks",
    arguments: [
      ("adds(x:)", "adds", false), ("adds", "adds", false), ("`adds two`()", "adds two", true),
      ("`a (b)`(x:)", "a (b)", true),
    ])
  func functionNames(name: String, function: String, isRaw: Bool) {
    #expect(SnapshotTestIdentity.function(named: name) == (function, isRaw))
  }

  @Test("Names that become the same file name clash, and the issue says why they do")
  func sanitisedNamesClash() {
    let issues = snapshotIssues(folder.settings(record: .missing)) {
      expectSnapshot(of: "a\n", as: .lines, named: "a b", sourceLocation: here(line: 10, column: 5))
      expectSnapshot(of: "b\n", as: .lines, named: "a_b", sourceLocation: here(line: 11, column: 5))
    }
    #expect(issues.last?.hasSuffix("become '_').") == true)
    #expect(
      folder.read("TextSnapshotsTests/ExpectSnapshotTests/sanitisedNamesClash.a_b.txt") == "a\n")
  }

  @Test("Without a package root the issue names the exact path searched from")
  func missingRoot() {
    var settings = folder.settings()
    settings.directory = nil
    let issues = snapshotIssues(settings) {
      expectSnapshot(
        of: "a\n", as: .lines,
        sourceLocation: here(filePath: "/nonexistent/calc/Tests/AppTests.swift"))
    }
    #expect(
      issues == [
        "No Package.swift in any folder above /nonexistent/calc/Tests/AppTests.swift; "
          + "set SNAPSHOT_DIRECTORY to the folder that holds the snapshots."
      ])
  }

  @Test("The Snapshots folder beside Package.swift is found by walking up")
  func findsPackageRoot() throws {
    try folder.write("// swift-tools-version: 6.0\n", to: "Package.swift")
    var settings = folder.settings()
    settings.directory = nil
    let issues = snapshotIssues(settings) {
      expectSnapshot(
        of: "a\n", as: .lines,
        sourceLocation: here(filePath: "\(folder.path)/Tests/AppTests/AppTests.swift"))
    }
    let name = "TextSnapshotsTests/ExpectSnapshotTests/findsPackageRoot"
    #expect(
      issues == [
        "No reference at Snapshots/\(name).txt; pending written to Snapshots/\(name).txt.new.\n"
          + "New content:\n  a\nAccept with: swift run snapshots accept \(name)"
      ])
    #expect(folder.read("Snapshots/\(name).txt.new") == "a\n")
  }

  @Test("SNAPSHOT_DIRECTORY overrides the package root")
  func snapshotDirectoryVariable() {
    var settings = folder.settings(environment: ["SNAPSHOT_DIRECTORY": folder.path])
    settings.directory = nil
    _ = snapshotIssues(settings) { expectSnapshot(of: "a\n", as: .lines) }
    #expect(
      folder.snapshotFiles() == [
        "TextSnapshotsTests/ExpectSnapshotTests/snapshotDirectoryVariable.txt.new"
      ])
  }

  @Test("Strategies made with pullback snapshot other types")
  func pullback() throws {
    try folder.write("42\n", to: "TextSnapshotsTests/ExpectSnapshotTests/pullback.txt")
    let number = Snapshotting<String, String>.lines.pullback { (value: Int) in "\(value)\n" }
    #expect(
      snapshotIssues(folder.settings()) {
        expectSnapshot(of: 42, as: number)
      } == [])
  }

  @Test("Writes are atomic: a rename over the target, with no temporary file left")
  func atomicWrite() throws {
    let target = "\(folder.path)/Suite/file.txt"
    try AtomicFile.write("first\n", to: target)
    try AtomicFile.write("second\n", to: target)
    #expect(folder.files() == ["Suite/file.txt"])
    #expect(folder.read("Suite/file.txt") == "second\n")
  }

  @Test("A write that fails leaves no temporary file behind", arguments: ["partly", "none"])
  func failedWriteLeavesNothing(written: String) throws {
    let target = "\(folder.path)/Suite/file.txt"
    try AtomicFile.write("kept\n", to: target)
    #expect(throws: SnapshotMessage.self) {
      try AtomicFile.write("lost\n", to: target) { data, temporary in
        if written == "partly" { try data.prefix(2).write(to: temporary) }
        throw CocoaError(.fileWriteOutOfSpace)
      }
    }
    #expect(folder.files() == ["Suite/file.txt"])
    #expect(folder.read("Suite/file.txt") == "kept\n")
  }

  @Test("Many concurrent assertions to distinct files all land")
  func parallelAssertions() async throws {
    for index in 0..<32 {
      try folder.write(
        "\(index)\n", to: "TextSnapshotsTests/ExpectSnapshotTests/parallelAssertions.\(index).txt")
    }
    let settings = folder.settings()
    let failures = await SnapshotSettings.$current.withValue(settings) {
      await withTaskGroup(of: Int.self) { group in
        for index in 0..<64 {
          group.addTask {
            snapshotIssues(settings) {
              expectSnapshot(of: "\(index)\n", as: .lines, named: "\(index)")
            }.count
          }
        }
        return await group.reduce(0, +)
      }
    }
    #expect(failures == 32)
    #expect(folder.snapshotFiles().count == 64)
    #expect(folder.snapshotFiles().filter { $0.hasSuffix(".new") }.count == 32)
  }

  @Test("The issue is recorded at the assertion's call, in the test's file")
  func issueAtCall() {
    let recorded = Locked<[SourceLocation?]>([])
    var call: SourceLocation?
    SnapshotSettings.$current.withValue(folder.settings()) {
      withKnownIssue {
        call = here(line: #line + 1, column: 23)
        expectSnapshot(of: "x\n", as: .lines)
      } matching: { issue in
        recorded.withLock { $0.append(issue.sourceLocation) }
        return true
      }
    }
    #expect(recorded.withLock { $0 } == [call])
  }

  @Test("Outside a test the assertion explains that it needs one")
  func outsideTest() {
    let assertion = SnapshotAssertion(
      diffing: .lines, settings: folder.settings(), test: nil, isParameterised: false,
      named: nil, record: nil,
      sourceLocation: SourceLocation(
        fileID: "M/F.swift", filePath: "/F.swift", line: 1, column: 1))
    #expect(
      assertion.verify("x").issues
        == [
          "expectSnapshot was called outside a Swift Testing test; "
            + "snapshots are named after the current test."
        ])
  }

  @Test("Each assertion records the reference it used, and failures, for prune")
  func recordsRun() throws {
    try folder.write("a\n", to: "TextSnapshotsTests/ExpectSnapshotTests/recordsRun.ok.txt")
    _ = snapshotIssues(folder.settings()) {
      expectSnapshot(of: "a\n", as: .lines, named: "ok")
      expectSnapshot(of: "b\n", as: .lines, named: "bad")
    }
    let run = try #require(SnapshotRun.latest(in: folder.path))
    #expect(
      run.used == [
        "TextSnapshotsTests/ExpectSnapshotTests/recordsRun.ok.txt",
        "TextSnapshotsTests/ExpectSnapshotTests/recordsRun.bad.txt",
      ])
    #expect(run.tests == ["TextSnapshotsTests/ExpectSnapshotTests/recordsRun"])
    #expect(run.failed == ["TextSnapshotsTests/ExpectSnapshotTests/recordsRun.bad.txt"])
    #expect(!run.isFinished)
    #expect(run.isFiltered == (SnapshotRun.filter(in: CommandLine.arguments) != nil))
    let root = try TestPackage.root().path
    #expect(run.sources == root)
  }

  @Test("A one-row change in a screen fails with sizes, a diff and both screens")
  func screenFailure() throws {
    let reference = """
      ┌────────────┐
      │        12  │
      ├────────────┤
      │ 7  8  9  + │
      │ 4  5  6  = │
      └────────────┘

      """
    try folder.write(reference, to: "TextSnapshotsTests/ExpectSnapshotTests/screenFailure.txt")
    let actual = reference.replacingOccurrences(of: "12  │", with: "15  │")
    let issues = snapshotIssues(folder.settings()) {
      expectSnapshot(of: actual, as: .screen)
    }
    #expect(
      issues == [
        """
        Snapshot does not match reference: 1 of 6 rows differs (14×6 screen).
        --- reference
        +++ actual
        @@ -1,5 +1,5 @@
         ┌────────────┐
        -│        12  │
        +│        15  │
         ├────────────┤
         │ 7  8  9  + │
         │ 4  5  6  = │

          reference      | actual
          ┌────────────┐ | ┌────────────┐
        > │        12  │ | │        15  │
                    ^    |           ^
          ├────────────┤ | ├────────────┤
          │ 7  8  9  + │ | │ 7  8  9  + │
          │ 4  5  6  = │ | │ 4  5  6  = │
          └────────────┘ | └────────────┘
        \(accept("screenFailure"))
        """
      ])
  }

  /// A part of a built-in diffing that a user's strategy may replace.
  enum DiffingPart: String, CaseIterable {
    case toText, fromText, describeDifference
  }

  @Test(
    "A built-in diffing with a part replaced is asked, even about a file equal byte for byte",
    arguments: DiffingPart.allCases)
  func replacedPartIsAsked(part: DiffingPart) throws {
    try folder.write(
      "same\n", to: "TextSnapshotsTests/ExpectSnapshotTests/replacedPartIsAsked.\(part).txt")
    var diffing = Diffing<String>.lines
    switch part {
    case .toText: diffing.toText = { _ in "same\n" }
    case .fromText: diffing.fromText = { _ in "other\n" }
    case .describeDifference: diffing.describeDifference = { _, _ in "Never equal." }
    }
    // Each replaced part makes an equal file fail, so only asking the diffing finds it.
    let value = part == .toText ? "different\n" : "same\n"
    let issues = snapshotIssues(folder.settings()) {
      expectSnapshot(of: value, as: Snapshotting(diffing: diffing) { $0 }, named: part.rawValue)
    }
    #expect(issues.count == 1, "\(issues)")
  }

  @Test("The built-in diffings pass a byte-for-byte equal file, CRLF and Cyrillic included")
  func equalBytesPass() throws {
    let text = "Сумма: 3\r\n+--+\r\n"
    for (name, strategy) in [("lines", Snapshotting<String, String>.lines), ("screen", .screen)] {
      try folder.write(
        text, to: "TextSnapshotsTests/ExpectSnapshotTests/equalBytesPass.\(name).txt")
      let issues = snapshotIssues(folder.settings()) {
        expectSnapshot(of: text, as: strategy, named: name)
      }
      #expect(issues == [], "\(name)")
    }
  }
}
