import Foundation
import TestSupport
import Testing

@testable import TextSnapshots

@Suite("Value strategies")
struct SnapshottingValuesTests {
  struct Receipt: Encodable {
    var total: Int
    var id: UUID
    var printed: Date
    var note: String
  }

  let receipt = Receipt(
    total: 12, id: UUID(uuid: (1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16)),
    printed: Date(timeIntervalSince1970: 0), note: "a/b")

  @Test("JSON is pretty, with sorted keys, ISO 8601 dates and unescaped slashes")
  func json() {
    let text = Snapshotting<Receipt, String>.json.snapshot(receipt)
    #expect(
      text == """
        {
          "id" : "01020304-0506-0708-090A-0B0C0D0E0F10",
          "note" : "a/b",
          "printed" : "1970-01-01T00:00:00Z",
          "total" : 12
        }

        """)
  }

  @Test("Redactions combine with a strategy and leave their labels in the snapshot")
  func redactedJSON() {
    let strategy = Snapshotting<Receipt, String>.json.redacting(.uuids, .iso8601Dates)
    let text = strategy.snapshot(receipt)
    #expect(text.contains(#""id" : "[UUID]""#))
    #expect(text.contains(#""printed" : "[date]""#))
  }

  @Test("Description prints String(describing:) with a final newline")
  func description() {
    #expect(Snapshotting<Int, String>.description.snapshot(42) == "42\n")
  }

  @Test("Dump snapshots through expectSnapshot and verifies against the reference")
  func dumpThroughExpectSnapshot() throws {
    let folder = try TemporaryFolder("text-snapshots")
    for name in ["pass", "fail"] {
      try folder.write(
        "[\n  1,\n  2,\n]\n",
        to: "TextSnapshotsTests/SnapshottingValuesTests/dumpThroughExpectSnapshot.\(name).txt")
    }
    let passing = snapshotIssues(folder.settings()) {
      expectSnapshot(of: [1, 2], as: .dump, named: "pass")
    }
    #expect(passing.isEmpty)
    let failing = snapshotIssues(folder.settings()) {
      expectSnapshot(of: [1, 3], as: .dump, named: "fail")
    }
    #expect(failing.first?.contains("-  2,\n+  3,") == true)
  }

  @Test("A redacted dump redacts the values past its limit before it digests them")
  func redactedPastTheLimit() {
    let ids = { (0..<1_002).map { _ in UUID() } }
    let strategy = Snapshotting<[UUID], String>.dump.redacting(.uuids)
    let hidden = "  [UUID],\n  [UUID],\n"
    ValueDump.$sizeLimit.withValue(1_000) {
      let first = strategy.snapshot(ids())
      #expect(strategy.snapshot(ids()) == first)
      #expect(
        first.hasSuffix(
          "  … (more than 1000 values: 2 more not shown, digest \(SnapshotLocation.hash(hidden))),\n]\n"
        ))
      #expect(
        Snapshotting<[UUID], String>.dump.snapshot(ids()).contains(
          ValueDump.tooLarge(after: 1_000, hidden: 2, digest: SnapshotLocation.hash(hidden)))
          == false)
    }
  }

  @Test("A dump cut at its limit fails when a value past the cut changes, and passes unchanged")
  func dumpPastItsLimit() throws {
    let folder = try TemporaryFolder("text-snapshots")
    let numbers = Array(0..<1_501)
    try ValueDump.$sizeLimit.withValue(1_000) {
      for name in ["same", "changed"] {
        try folder.write(
          Snapshotting<[Int], String>.dump.snapshot(numbers),
          to: "TextSnapshotsTests/SnapshottingValuesTests/dumpPastItsLimit.\(name).txt")
      }
      let passing = snapshotIssues(folder.settings()) {
        expectSnapshot(of: numbers, as: .dump, named: "same")
      }
      #expect(passing.isEmpty, "\(passing)")
      var changed = numbers
      changed[1_500] = -1
      let failing = snapshotIssues(folder.settings()) {
        expectSnapshot(of: changed, as: .dump, named: "changed")
      }
      let message = try #require(failing.first)
      #expect(message.contains("-  … (more than 1000 values: 501 more not shown, digest "))
      #expect(message.contains("+  … (more than 1000 values: 501 more not shown, digest "))
    }
  }

  /// A struct tree holding one array twice on every level: its leaf lies at the end of
  /// 2^30 paths, more than a dump reads.
  struct Fork {
    var left: [Any]
    var right: [Any]

    static func tree(levels: Int) -> Any {
      var level: Any = 0
      for _ in 0..<levels {
        let shared: [Any] = [level]
        level = Fork(left: shared, right: shared)
      }
      return level
    }
  }

  @Test(
    "A dump that stops reading fails with why, compares, records and writes nothing, and removes an earlier pending value",
    arguments: [nil, SnapshotRecordMode.all])
  func dumpStopped(record: SnapshotRecordMode?) throws {
    let folder = try TemporaryFolder("text-snapshots")
    let name = record == nil ? "verifying" : "recording"
    let reference = "TextSnapshotsTests/SnapshottingValuesTests/dumpStopped.\(name).txt"
    try folder.write("earlier\n", to: reference)
    // An earlier run's pending value, which the code no longer makes.
    try folder.write("earlier pending\n", to: reference + ".new")
    let issues = ValueDump.$sizeLimit.withValue(1_000) {
      snapshotIssues(folder.settings(record: record)) {
        expectSnapshot(of: Fork.tree(levels: 30), as: .dump, named: name)
      }
    }
    let readLimit = 1_000 * ValueDump.readFactor
    let removed = SnapshotMessage.stalePendingRemoved(pending: "\(folder.path)/\(reference).new")
    #expect(
      issues == [
        SnapshotMessage.valueUnread(readLimit: readLimit, isChange: false).text + "\n"
          + removed.text
      ])
    #expect(folder.snapshotFiles() == [reference])
    #expect(folder.read(reference) == "earlier\n")
  }

  @Test("A dump that stops reading keeps the pending value this run wrote, and says why")
  func dumpStoppedAfterPending() throws {
    let folder = try TemporaryFolder("text-snapshots")
    let reference = "TextSnapshotsTests/SnapshottingValuesTests/dumpStoppedAfterPending.kept.txt"
    try folder.write("earlier\n", to: reference)
    let issues = ValueDump.$sizeLimit.withValue(1_000) {
      snapshotIssues(folder.settings()) {
        for levels in [1, 30] {
          expectSnapshot(of: Fork.tree(levels: levels), as: .dump, named: "kept")
        }
      }
    }
    let pending = "\(folder.path)/\(reference).new"
    #expect(issues.count == 2)
    #expect(
      issues.last
        == SnapshotMessage.valueUnread(readLimit: 1_000 * ValueDump.readFactor, isChange: false)
        .text + "\n" + SnapshotMessage.twoValuesInRun(kept: pending).text)
    #expect(folder.read(reference + ".new") == ValueDump.text(of: Fork.tree(levels: 1)))
  }

  @Test("The issue of a dump that stops reading is exactly as recorded")
  func dumpStoppedMessage() {
    expectSnapshot(
      of: SnapshotMessage.valueUnread(readLimit: 1_000_000, isChange: false).text + "\n"
        + SnapshotMessage.valueUnread(readLimit: 1_000_000, isChange: true).text + "\n",
      as: .lines)
  }
}
