import KitSupport
import Testing

/// Every sentence the library shows, built in one place so wording stays consistent.
package enum SnapshotMessage: Error {
  /// How a reference and an actual text differ.
  package enum Verdict: Equatable, Sendable {
    case lines(changed: Int, total: Int)
    case rows(changed: Int, total: Int, size: ScreenSize)
    case screenSize(reference: ScreenSize, actual: ScreenSize)
    case trailingWhitespace
    case finalNewline
    case lineEndings
  }

  case verdict(Verdict)
  case coarseDiff(costLimit: Int)
  case missingReference(path: String, pending: String?)
  case earlierReference(earlier: String, path: String)
  case recorded(path: String)
  case stalePendingRemoved(pending: String)
  case pendingHoldsValue(pending: String)
  case pendingOfThisRunKept(reference: String, pending: String)
  case nearerPackagePassedOver(file: String, root: String, nearer: String)
  case nearestPackageUnproven(file: String, root: String, enclosing: String)
  case accept(name: String, directory: String?)
  case compareWith(tool: String, reference: String, pending: String)
  case invalidPathExtension(String)
  case invalidFunctionName(String)
  case nameClash(path: String, first: SourceLocation, second: SourceLocation)
  case sharedReference(path: String, test: String, others: [String])
  case valueClash(path: String, first: GivenName, second: GivenName, location: SourceLocation)
  case notOwner(path: String, owner: GivenName, this: GivenName)
  case shortenedName(limit: Int)
  case caseClash(
    first: String, firstLocation: SourceLocation, second: String, secondLocation: SourceLocation)
  case caseClashOnDisk(existing: String, wanted: String)
  case linkOnTheWay(path: String, link: String)
  case claimedByAnotherRun(path: String, run: String)
  case twoValuesInRun(kept: String)
  case ownersConflict(path: String, line: Int)
  case earlierLayout(earlier: String, path: String)
  case earlierName(earlier: String, path: String)
  case recordModeIgnoredOnCI(SnapshotRecordMode)
  case packageRootNotFound(searchedFrom: String)
  case invalidRecordMode(value: String)
  case outsideTest
  case parameterisedNeedsName(test: String)
  case fileError(path: String, reason: String)
  case notAFile(path: String, kind: FileKind)
  case encodingFailed(type: String, reason: String)
  case inlineRefused(path: String, reason: String)
  case inlineRecorded(location: SourceLocation, pending: String, name: String, directory: String?)
  case inlinePending(pending: String, name: String, directory: String?, parameterized: Bool)
  case inlineMissing(location: SourceLocation)
  case inlineRecordedUnchanged(location: SourceLocation)
  case inlineConflict(location: SourceLocation, first: String, second: String, withdrawn: String?)
  case inlineNotWritten(path: String, reason: String)
  case inlineNotSaved(path: String, reason: String)
  case inlineOthersPending(path: String, owner: String, test: String)
  case inlineRecordedNotKept(location: SourceLocation, path: String, owner: String, test: String)
  case inlineRecordingLost(test: String, location: String)
  case inlineNotKept(count: Int)
  case inlineRecordingWithdrawn(test: String, location: String, reason: String)
  case inlineLineEndings
  case newContent(String)
  case changesDiffer([String])
  case changesOfAClass(type: String)
  case changedThroughAnInstance(type: String, path: String, instance: String?, at: String?)
  case statedThroughAnInstance(type: String, path: String, instance: String?, at: String?)
  case valueUnread(readLimit: Int, isChange: Bool)
  case valueUnreadable(path: String, type: String, isChange: Bool)
  case valueUnordered(path: String, isChange: Bool)
  case caseUnreadable(path: String, type: String, isChange: Bool)

  /// The command that accepts the pending change `name`: with `directory`, the folder
  /// the run used when it is not `Snapshots` beside `Package.swift`, which the tool finds
  /// itself, so the command acts on that folder rather than on another folder's file.
  static func acceptCommand(name: String, directory: String?) -> String {
    let variable = directory.map { "SNAPSHOT_DIRECTORY=\(QuotedInput.shellWord($0)) " } ?? ""
    return "\(variable)swift run snapshots accept \(name)"
  }

  /// Whether two paths that differ only in case first differ in a folder, a suite's or
  /// test target's, rather than in the file's name, which a distinct `named:` changes;
  /// a shorter path is a folder on the way to the longer.
  static func differInFolder(_ one: String, _ two: String) -> Bool {
    let first = one.split(separator: "/")
    let second = two.split(separator: "/")
    guard first.count == second.count else { return true }
    guard let index = first.indices.first(where: { first[$0] != second[$0] }) else {
      return false
    }
    return index < first.count - 1
  }

  /// The names an assertion gave its snapshot, as written: the test's and `named:`.
  package struct GivenName: Equatable, Sendable {
    var test: String
    var named: String?
  }

  /// What stands where a snapshot file should be.
  package enum FileKind: Equatable, Sendable {
    case folder
    case special
  }

  package var text: String {
    switch self {
    case .verdict(let verdict):
      return "Snapshot does not match reference: \(Self.describe(verdict))"
    case .coarseDiff(let costLimit):
      return "The diff is not minimal: the texts differ so much that the search for the "
        + "shortest diff stopped after \(costLimit) steps, as GNU diff does without --minimal."
    case .missingReference(let path, let pending?):
      return "No reference at \(path); pending written to \(pending)."
    case .missingReference(let path, nil):
      return "No reference at \(path)."
    case .earlierReference(let earlier, let path):
      return "\(earlier) exists: if it is this snapshot's reference, stored as .txt before "
        + "the strategy named its own extension, rename it to \(path) to keep it."
    case .stalePendingRemoved(let pending):
      return "Removed \(pending), an earlier run's pending file holding another value than "
        + "this run's, so accepting it cannot store a value the code no longer makes."
    case .pendingHoldsValue(let pending):
      return "\(pending), an earlier run's pending file, holds this run's value."
    case .nearestPackageUnproven(let file, let root, let enclosing):
      return "\(file): the running tests were not built inside a package folder (a scratch "
        + "path elsewhere, or Xcode), so its snapshots and pending files live in the nearest "
        + "package's, \(root)/Snapshots; \(enclosing)/Package.swift lies above it too. If that "
        + "is the file's package, run the tests built inside it, or set SNAPSHOT_DIRECTORY to "
        + "\(enclosing)/Snapshots."
    case .nearerPackagePassedOver(let file, let root, let nearer):
      return "\(file) belongs to the package at \(root), which built the running tests, so "
        + "its snapshots and pending files live in \(root)/Snapshots; the nearer "
        + "\(nearer)/Package.swift (a fixture package's, perhaps) is not its package."
    case .pendingOfThisRunKept(let reference, let pending):
      return "This assertion made two values in this run (a loop, a helper called twice, "
        + "--repetitions): this one matches \(reference), and an earlier one differed from it "
        + "and waits in \(pending), which is kept, not deleted as stale. Accept it if the "
        + "earlier value is right, else reject it; give each value its own 'named:' to "
        + "snapshot both."
    case .ownersConflict(let path, let line):
      return "\(path) has an unresolved merge conflict (line \(line) is a conflict marker), "
        + "so the tests that own this folder's snapshot files cannot be told; nothing here was "
        + "compared, recorded or deleted. Resolve the conflict in it, keeping each file's line "
        + "for the test that makes it now, then run the tests again."
    case .recorded(let path):
      return "Recorded snapshot at \(path); re-run to verify."
    case .accept(let name, let directory):
      return "Accept with: " + Self.acceptCommand(name: name, directory: directory)
    case .compareWith(let tool, let reference, let pending):
      let files = [reference, pending].map(QuotedInput.shellWord).joined(separator: " ")
      return "Compare with: \(VisibleCharacters.show(Substring(tool))) \(files)"
    case .invalidFunctionName(let name):
      return "The inline snapshot's function name '\(VisibleCharacters.show(Substring(name)))' "
        + "is not a Swift identifier; expected the name of the function the test calls, such as "
        + "expectInlineSnapshot or a helper that wraps it."
    case .invalidPathExtension(let pathExtension):
      return "The strategy's path extension '\(VisibleCharacters.show(Substring(pathExtension)))' "
        + "cannot name a snapshot file; expected 1 to 16 lowercase letters and digits, such as "
        + "json, other than new and tmp."
    case .sharedReference(let path, let test, let others):
      let listed = others.map { "\($0)" }.joined(separator: " and ")
      return "\(path) is the reference of more than one test: \(test) (this one) and "
        + "\(listed) all make it, so this test neither compares against it, records it nor "
        + "deletes its pending file. Rename one of the tests, or give its assertion a distinct "
        + "'named:'."
    case .nameClash(let path, let first, let second):
      return "Two snapshot assertions resolve to \(path): \(Self.describe(first)) and "
        + "\(Self.describe(second)). Give one of them a distinct 'named:' (in file names, "
        + "characters other than letters, digits, '-', '_' and '.' become '_')."
    case .valueClash(let path, let first, let second, let location):
      let sameNamed = ReferenceOwner(test: "", named: first.named).isExactly(
        ReferenceOwner(test: "", named: second.named))
      let (one, other) =
        !sameNamed
        ? (
          first.named.map { "named: \(Self.literal($0, beside: second.named))" } ?? "no name",
          second.named.map { "named: \(Self.literal($0, beside: first.named))" } ?? "no name"
        )
        : (
          "test \(Self.literal(first.test, beside: second.test))",
          "test \(Self.literal(second.test, beside: first.test))"
        )
      return "Two snapshot names resolve to \(path) at \(Self.describe(location)): \(one) and "
        + "\(other); the second was not recorded. In file names, characters other than "
        + "letters, digits, '-', '_' and '.' become '_', and letters are in NFC: give the "
        + "snapshots names that differ in those characters."
    case .notOwner(let path, let owner, let this):
      let normalisation =
        Self.differOnlyInNormalisation(owner, this)
        ? " The two differ only in Unicode normalisation (<U+XXXX> shows each scalar), which "
          + "file names do not keep." : ""
      let (first, second) = (Self.describe(owner, beside: this), Self.describe(this, beside: owner))
      return "\(path) is the reference of the test \(first), which recorded it; this test, "
        + "\(second), maps to the same file, so it neither compares against it, records it "
        + "nor deletes its pending file." + normalisation + " Give this assertion a distinct "
        + "'named:', or rename the test. If \(first) no longer makes this snapshot, delete "
        + "\(path) and run this test again to record it as its own."
    case .shortenedName(let limit):
      return "The snapshot's name is longer than \(limit) bytes, so its file name was cut and "
        + "ends in '-' and a hash of the whole name."
    case .caseClash(let first, let firstLocation, let second, let secondLocation):
      return "Snapshot names differ only in case: \(first) (\(Self.describe(firstLocation))) and "
        + "\(second) (\(Self.describe(secondLocation))); they are one file on a case-insensitive "
        + "disk such as macOS's default. "
        + (Self.differInFolder(first, second)
          ? "Rename one of the suites or test targets: their folders differ only in case."
          : "Give one of them a distinct 'named:'.")
    case .linkOnTheWay(let path, let link):
      return "Not writing \(path): \(link) is a symbolic link, so the file would lie "
        + "elsewhere than its name says, where 'snapshots' would neither list nor accept it. "
        + "Replace the link with the folder it points to."
    case .caseClashOnDisk(let existing, let wanted):
      return "Not writing \(wanted): \(existing) exists and differs from it only in case; they "
        + "are one file on a case-insensitive disk such as macOS's default. Rename or delete "
        + "\(existing) (git mv keeps its history), or "
        + (Self.differInFolder(existing, wanted)
          ? "rename this test's suite or test target." : "give the snapshot a distinct 'named:'.")
    case .twoValuesInRun(let kept):
      return "This assertion made two different values in this run (a loop, a helper called "
        + "twice, --repetitions): an earlier one, which this run recorded, matched or "
        + "announced as a change, is the value in \(kept), and is kept; this one was not "
        + "written. Give each value its own 'named:' to snapshot both."
    case .claimedByAnotherRun(let path, let run):
      return "Not writing \(path): another test process (run \(run)) is recording this "
        + "snapshot at the same time, and one of the two changes would be lost. Run the tests "
        + "again once it has ended."
    case .earlierLayout(let earlier, let path):
      return "No reference at \(path), but \(earlier) is there, in the layout before snapshots "
        + "had a folder per test target; nothing was written. Run 'swift run snapshots status' "
        + "once to move the references over, then run the tests again."
    case .earlierName(let earlier, let path):
      return "No reference at \(path), but \(earlier) is there, named before a raw "
        + "identifier's backticks were left out of file names; nothing was written. Rename it "
        + "to \(path) (git mv keeps its history), then run the tests again."
    case .recordModeIgnoredOnCI(let mode):
      return "The record mode '\(mode.rawValue)' from the source (record: or "
        + ".snapshots(record:)) was ignored: CI is set, and on CI snapshots never record "
        + "from the source. Set SNAPSHOT_RECORD=\(mode.rawValue) to record there."
    case .packageRootNotFound(let searchedFrom):
      return "No Package.swift in any folder above \(searchedFrom); "
        + "set SNAPSHOT_DIRECTORY to the folder that holds the snapshots."
    case .invalidRecordMode(let value):
      return "SNAPSHOT_RECORD is '\(value)'; expected one of: "
        + SnapshotRecordMode.allCases.map(\.rawValue).joined(separator: ", ") + "."
    case .outsideTest:
      return "expectSnapshot was called outside a Swift Testing test; "
        + "snapshots are named after the current test."
    case .parameterisedNeedsName(let test):
      return "Test '\(test)' is parameterised; pass 'named:' to tell its cases apart "
        + "(Swift Testing does not expose a test case's arguments)."
    case .fileError(let path, let reason):
      return "Cannot access \(path): \(reason)"
    case .notAFile(let path, .folder):
      return "Cannot use \(path): it is a folder; expected a snapshot file. "
        + "Move the folder away, or rename the test or its 'named:'."
    case .inlineRefused(let path, let reason):
      return "Cannot write the inline snapshot into \(path): \(reason)"
    case .inlineRecorded(let location, let pending, let name, let directory):
      return "Recorded inline snapshot at \(Self.describe(location)); it is written into the "
        + "source when the test process ends, and until then waits in \(pending) (if the "
        + "process does not end normally, accept it with: "
        + Self.acceptCommand(name: name, directory: directory) + "). "
        + "Re-run to verify."
    case .inlinePending(let pending, let name, let directory, let parameterized):
      let note =
        parameterized
        ? "\nThis test is parameterized: if another of its cases gives this call another "
          + "value, the change is withdrawn." : ""
      return "Pending change written to \(pending).\n"
        + "Accept into the source with: " + Self.acceptCommand(name: name, directory: directory)
        + note
    case .inlineConflict(let location, let first, let second, let withdrawn):
      let removed = withdrawn.map { ", and the pending change \($0) was withdrawn" } ?? ""
      return "The inline snapshot at \(Self.describe(location)) ran more than once in this run "
        + "with different values, \(Self.quoted(first)) and then \(Self.quoted(second)), so "
        + "nothing was recorded for it\(removed). Give each value its own call, or snapshot "
        + "them to files with expectSnapshot(of:as:named:) and a name for each."
    case .inlineNotSaved(let path, let reason):
      return "The pending change could not be written to \(path): \(reason)"
    case .inlineOthersPending(let path, let owner, let test):
      return "The pending change could not be written to \(path): it holds a change that test "
        + "\(owner) recorded when its call was at this line and column, which only a run of that "
        + "test replaces. Accept or reject it first (swift run snapshots review), then run "
        + "\(test) again."
    case .inlineRecordedNotKept(let location, let path, let owner, let test):
      return "Recorded inline snapshot at \(Self.describe(location)), but NOT kept as a pending "
        + "change: \(path) holds a change that test \(owner) recorded when its call was at this "
        + "line and column, which only a run of that test replaces, and waits as it was. This "
        + "recording is written into the source when the test process ends, if it can be; if "
        + "not, it is lost, and the end of the run says so. Accept or reject the change of "
        + "\(owner) first (swift run snapshots review), then run \(test) again."
    case .inlineRecordingLost(let test, let location):
      return "  NOT kept, and lost: the recording of \(test) at \(location), which waits in no "
        + "pending file; run \(test) again to record it."
    case .inlineNotKept(let count):
      return count == 1
        ? "But one recording is NOT kept:" : "But \(count) recordings are NOT kept:"
    case .inlineRecordingWithdrawn(let test, let location, let reason):
      return "  NOT kept: the recording of \(test) at \(location) was withdrawn, as accept "
        + "would refuse it: \(reason)"
    case .inlineLineEndings:
      return "Snapshot does not match the inline snapshot: they differ only in carriage "
        + "returns (CRLF and LF line endings)."
    case .inlineNotWritten(let path, let reason):
      return "TextSnapshots: not writing the inline snapshots of this run into \(path): "
        + reason
    case .newContent(let text):
      let body = text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false)
        .dropLast(text.unicodeScalars.last == "\n" ? 1 : 0)
        .map { "  " + VisibleCharacters.show(Substring($0)) }
      return "New content:\n" + body.joined(separator: "\n")
    case .changesDiffer(let lines):
      return "The changes differ from those stated (- stated, + actual):\n"
        + lines.map { "  " + $0 }.joined(separator: "\n")
    case .valueUnread(let readLimit, false):
      return "The value holds more than \(readLimit) values, so .dump stopped reading it and "
        + "cannot compare it whole; nothing was compared or written. Snapshot a part of it, "
        + "or snapshot it with a strategy of your own or a CustomSnapshotReflectable mirror "
        + "that leaves out what the test need not compare."
    case .valueUnread(let readLimit, true):
      return "The value holds more than \(readLimit) values, so expectDifference stopped "
        + "reading it and cannot compare it whole. Watch a part of it, or give its type a "
        + "CustomSnapshotReflectable mirror that leaves out what the test need not compare."
    case .valueUnreadable(let path, let type, let isChange):
      let place =
        path.isEmpty
        ? "The value is of type \(type)" : "The value holds a value of type \(type) at \(path)"
      let advice =
        isChange
        ? "Watch the parts you need, or give its type a CustomSnapshotReflectable mirror "
          + "that shows what the test compares."
        : "nothing was compared or written. Snapshot the parts you need, or give its type a "
          + "CustomSnapshotReflectable mirror that shows what the test compares."
      let tool = isChange ? "expectDifference" : ".dump"
      return "\(place), and \(tool) cannot read what it holds, so it cannot "
        + "compare the value" + (isChange ? ". " : "; ") + advice
    case .caseUnreadable(let path, let type, let isChange):
      let place =
        path.isEmpty
        ? "The value is a case of \(type)" : "The value holds a case of \(type) at \(path)"
      let tool = isChange ? "expectDifference" : ".dump"
      let advice =
        "Make \(type) RawRepresentable, or CaseIterable with a description that differs for "
        + "every case, or give it a CustomSnapshotReflectable mirror."
      return "\(place) with no payload, which prints as \(type)'s description: \(tool) cannot "
        + "read the case's name, nor prove that the description tells the cases apart"
        + (isChange ? ". " : "; nothing was compared or written. ") + advice
    case .valueUnordered(let path, let isChange):
      let place =
        path.isEmpty
        ? "The value is a set or dictionary" : "The value holds a set or dictionary at \(path)"
      let tool = isChange ? "expectDifference" : ".dump"
      let advice =
        isChange
        ? "Watch the parts you need, or give the class a CustomSnapshotReflectable mirror "
          + "that tells its instances apart (an id)."
        : "nothing was compared or written. Snapshot the parts you need, or give the class "
          + "a CustomSnapshotReflectable mirror that tells its instances apart (an id)."
      return "\(place) whose entries \(tool) cannot order: two print alike and hold class "
        + "instances, so which instance is which would depend on hashing, and so would the "
        + "text" + (isChange ? ". " : "; ") + advice
    case .changesOfAClass(let type):
      return "\(type) is a class, so stating its changes on a copy would change it; name a "
        + "value it holds instead, as in expectDifference(model.state) { … } changes: { … }."
    case .changedThroughAnInstance(let type, let path, let instance, let instancePath):
      return "\(type) reaches a class instance that the operation changed"
        + Self.instance(instance, at: instancePath, lead: ", ", trail: "")
        + ": the copy of \(type) as it was before shares it, so it changed too, first "
        + Self.place(path) + ", and cannot show what the operation did. " + Self.sharedAdvice
    case .statedThroughAnInstance(let type, let path, let instance, let instancePath):
      return "The changes closure changed the \(type) under test, first \(Self.place(path)): "
        + "\(type) reaches a class instance"
        + Self.instance(instance, at: instancePath, lead: ", ", trail: ",")
        + " that the copy the changes are stated on shares, so a change stated on the copy "
        + "was made to the value under test. " + Self.sharedAdvice
    case .inlineRecordedUnchanged(let location):
      return "Recorded inline snapshot at \(Self.describe(location)): it already holds this "
        + "value, so nothing was written; a recording run still fails. Turn the record mode "
        + "off and run again to verify."
    case .inlineMissing(let location):
      return "No inline snapshot at \(Self.describe(location)) yet."
    case .encodingFailed(let type, let reason):
      return "Cannot encode \(type) as JSON for a snapshot: \(reason)"
    case .notAFile(let path, .special):
      return "Cannot use \(path): it is not a regular file (a device, FIFO or socket); "
        + "expected a snapshot file."
    }
  }

  private static func describe(_ verdict: Verdict) -> String {
    switch verdict {
    case .lines(let changed, let total):
      return "\(changed) of \(total) lines \(changed == 1 ? "differs" : "differ")."
    case .rows(let changed, let total, let size):
      return "\(changed) of \(total) rows \(changed == 1 ? "differs" : "differ") "
        + "(\(describe(size)) screen)."
    case .screenSize(let reference, let actual):
      return "\(describe(reference)) screen vs \(describe(actual)) screen."
    case .trailingWhitespace:
      return "differs only in trailing whitespace."
    case .finalNewline:
      return "differs only in the final newline."
    case .lineEndings:
      return "differs only in line endings (CRLF and LF; ␍ marks each carriage return). If git "
        + "converts line endings on checkout, add 'Snapshots/** -text' to .gitattributes."
    }
  }

  private static func describe(_ size: ScreenSize) -> String {
    "\(size.columns)×\(size.rows)"
  }

  /// Where in a value a change check looks: `at .ref.x`, or `at its top`.
  private static func place(_ path: String) -> String {
    path.isEmpty ? "at its top" : "at \(path)"
  }

  /// A class instance and where it is, as in `, Ref#1 at .ref`, or nothing when unknown.
  private static func instance(_ name: String?, at path: String?, lead: String, trail: String)
    -> String
  {
    guard let name, let path else { return "" }
    return lead + name + " " + place(path) + trail
  }

  /// What to do when a change check's value shares a class instance with its copy.
  private static let sharedAdvice =
    "State changes on a value type that holds no class instance, or snapshot the parts, as in "
    + "expectSnapshot(of: value, as: .dump) after the operation."

  /// A value in a sentence: quoted, hidden characters shown, cut after 60 characters.
  private static func quoted(_ text: String) -> String {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    let shown = lines.map { VisibleCharacters.show($0) }.joined(separator: "⏎")
    return "\"" + (shown.count > 60 ? shown.prefix(59) + "…" : shown) + "\""
  }

  /// A name as a Swift string literal shows it, hidden characters shown.
  private static func literal(_ text: String) -> String {
    "\"" + VisibleCharacters.show(Substring(text)) + "\""
  }

  /// A name as ``literal(_:)`` shows it, with each scalar outside ASCII as `<U+XXXX>`
  /// when it would look like `other` but is not the same scalars.
  private static func literal(_ text: String, beside other: String?) -> String {
    guard let other, looksAlike(text, other) else { return literal(text) }
    return "\"" + VisibleCharacters.showScalars(Substring(text)) + "\""
  }

  /// Whether two names are equal to Swift's `==`, which ignores normalisation, but are
  /// not the same scalars.
  private static func looksAlike(_ one: String, _ two: String) -> Bool {
    one == two && !ReferenceOwners.isExactly(one, two)
  }

  /// Whether two assertions' names differ, and only in normalisation.
  private static func differOnlyInNormalisation(_ one: GivenName, _ two: GivenName) -> Bool {
    one.test == two.test && one.named == two.named
      && !ReferenceOwner(test: one.test, named: one.named).isExactly(
        ReferenceOwner(test: two.test, named: two.named))
  }

  /// A test and its `named:` value, as in `'Parsing.parses()' (named: "total")`,
  /// each shown by its scalars when it looks like `other`'s but is not the same.
  private static func describe(_ name: GivenName, beside other: GivenName) -> String {
    let test =
      looksAlike(name.test, other.test)
      ? VisibleCharacters.showScalars(Substring(name.test))
      : VisibleCharacters.show(Substring(name.test))
    let named = name.named.map { " (named: \(literal($0, beside: other.named)))" } ?? ""
    return "'\(test)'\(named)"
  }

  private static func describe(_ location: SourceLocation) -> String {
    "\(location.fileID):\(location.line):\(location.column)"
  }
}
