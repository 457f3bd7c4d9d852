import Foundation
import KitSupport
import TestSupport
import Testing

@testable import TextSnapshots

@Suite("A strategy's file extension")
struct SnapshottingTests {
  let folder: TemporaryFolder

  init() throws {
    folder = try TemporaryFolder("text-snapshots")
  }

  @Test("JSON snapshots are .json files, named with their extension in the accept line")
  func json() throws {
    // One call site, run twice, as two runs of the test would.
    func check() -> [String] {
      snapshotIssues(folder.settings()) {
        expectSnapshot(of: ["a": 1], as: .json)
      }
    }
    let issues = check()
    #expect(folder.snapshotFiles() == ["TextSnapshotsTests/SnapshottingTests/json.json.new"])
    #expect(
      issues.first?.hasSuffix(
        "Accept with: SNAPSHOT_DIRECTORY=\(folder.path) swift run snapshots accept "
          + "TextSnapshotsTests/SnapshottingTests/json.json")
        == true)
    // Accepted, as `snapshots accept` does: the pending file becomes the reference.
    try FileManager.default.moveItem(
      atPath: folder.path("TextSnapshotsTests/SnapshottingTests/json.json.new"),
      toPath: folder.path("TextSnapshotsTests/SnapshottingTests/json.json"))
    #expect(check() == [])
    #expect(folder.snapshotFiles() == ["TextSnapshotsTests/SnapshottingTests/json.json"])
  }

  @Test("A JSON snapshot whose reference is still a .txt file names it, and leaves it alone")
  func earlierReference() throws {
    func check() throws -> [Substring] {
      let issues = snapshotIssues(folder.settings()) {
        expectSnapshot(of: ["a": 1], as: .json)
      }
      return try #require(issues.first).split(separator: "\n", omittingEmptySubsequences: false)
    }
    try folder.write(
      "{\n  \"a\" : 1\n}\n", to: "TextSnapshotsTests/SnapshottingTests/earlierReference.txt")
    let lines = try check()
    // The first line names the new reference as the message shows paths.
    let shown = try #require(lines.first?.split(separator: " ").dropFirst(3).first)
    let json = String(shown.dropLast())
    #expect(json.hasSuffix("TextSnapshotsTests/SnapshottingTests/earlierReference.json"))
    let txt = json.dropLast("json".count) + "txt"
    #expect(
      lines.dropFirst().first.map(String.init)
        == "\(txt) exists: if it is this snapshot's reference, stored as .txt before the "
        + "strategy named its own extension, rename it to \(json) to keep it.")
    #expect(
      folder.snapshotFiles() == [
        "TextSnapshotsTests/SnapshottingTests/earlierReference.json.new",
        "TextSnapshotsTests/SnapshottingTests/earlierReference.txt",
      ])
    try FileManager.default.removeItem(
      atPath: "\(folder.path)/TextSnapshotsTests/SnapshottingTests/earlierReference.txt")
    #expect(try check().contains { $0.contains(" exists: ") } == false)
  }

  @Test("pullback and redacting keep the extension; the other strategies are txt")
  func keptExtension() {
    struct Box: Encodable { var value: Int }
    let json = Snapshotting<Box, String>.json
    #expect(json.pathExtension == "json")
    #expect(json.redacting(.uuids).pathExtension == "json")
    #expect(json.pullback { (value: Int) in Box(value: value) }.pathExtension == "json")
    #expect(Snapshotting<String, String>.lines.pathExtension == "txt")
    #expect(Snapshotting<Box, String>.dump.pathExtension == "txt")
  }

  @Test("pullback and redacting keep a dump's own redacting; a replaced snapshot drops it")
  func keptRedactedSnapshot() {
    let seen = Locked<[[String]]>([])
    var strategy = Snapshotting<String, String>.lines
    strategy.redactedReading = { value, redactions in
      seen.withLock { $0.append(redactions.map(\.label)) }
      return SnapshotReading(format: value)
    }
    let chained = strategy.redacting(.uuids).redacting(.iso8601Dates)
    #expect(chained.snapshot("a") == "a")
    let pulled = strategy.pullback { (number: Int) in "\(number)" }.redacting(.uuids)
    #expect(pulled.snapshot(1) == "1")
    #expect(seen.withLock { $0 } == [["[UUID]", "[date]"], ["[UUID]"]])
    var replaced = strategy
    replaced.snapshot = { $0 + "!" }
    #expect(replaced.redactedReading == nil)
    #expect(replaced.redacting(.uuids).snapshot("a") == "a!")
    #expect(Snapshotting<String, String>.lines.redactedReading == nil)
    #expect(Snapshotting<Int, String>.dump.redactedReading != nil)
  }

  @Test(
    "An extension that cannot name a snapshot file is an issue naming it, and writes nothing",
    arguments: [
      "JSON", ".json", "", "new", "tmp", "a/b", "json\u{1B}", String(repeating: "a", count: 17),
    ])
  func invalidExtension(pathExtension: String) {
    var strategy = Snapshotting<String, String>.lines
    strategy.pathExtension = pathExtension
    let issues = snapshotIssues(folder.settings()) {
      expectSnapshot(of: "a\n", as: strategy)
    }
    let shown = pathExtension.replacingOccurrences(of: "\u{1B}", with: "␛")
    #expect(
      issues == [
        "The strategy's path extension '\(shown)' cannot name a snapshot file; expected 1 to 16 "
          + "lowercase letters and digits, such as json, other than new and tmp."
      ])
    #expect(folder.files().isEmpty)
  }

  @Test(
    "A text snapshot named json and a JSON snapshot are two files with two names, each recorded"
  )
  func textNamedJSONBesideJSON() {
    let issues = snapshotIssues(folder.settings(record: .missing)) {
      expectSnapshot(of: "a\n", as: .lines, named: "json")
      expectSnapshot(of: [1], as: .json)
    }
    #expect(issues.count == 2)
    #expect(issues.allSatisfy { $0.hasPrefix("Recorded snapshot at ") })
    #expect(
      folder.snapshotFiles() == [
        "TextSnapshotsTests/SnapshottingTests/textNamedJSONBesideJSON.json",
        "TextSnapshotsTests/SnapshottingTests/textNamedJSONBesideJSON.json.txt",
      ])
  }
}
