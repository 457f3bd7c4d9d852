import Foundation
import TestSupport
import Testing

@testable import InlineTextSnapshots
@testable import TextSnapshots

@Suite("Snapshot attachments")
struct SnapshotAttachmentTests {
  let folder: TemporaryFolder

  init() throws {
    folder = try TemporaryFolder("text-snapshots")
  }

  @Test("A different snapshot attaches the reference, the actual text and a diff patch reads")
  func differentLines() throws {
    try folder.write(
      "one\ntwo\n", to: "TextSnapshotsTests/SnapshotAttachmentTests/differentLines.txt")
    let attachments = snapshotAttachments(folder.settings(), of: "one\n2\n", as: .lines)
    #expect(
      attachments == [
        SnapshotAttachment(
          name: "TextSnapshotsTests.SnapshotAttachmentTests.differentLines.reference.txt",
          text: "one\ntwo\n"),
        SnapshotAttachment(
          name: "TextSnapshotsTests.SnapshotAttachmentTests.differentLines.actual.txt",
          text: "one\n2\n"),
        SnapshotAttachment(
          name: "TextSnapshotsTests.SnapshotAttachmentTests.differentLines.diff",
          text: "--- reference\n+++ actual\n@@ -1,2 +1,2 @@\n one\n-two\n+2\n"),
      ])
  }

  @Test("A screen also attaches both screens side by side")
  func screen() throws {
    try folder.write(
      "+--+\n|12|\n+--+\n", to: "TextSnapshotsTests/SnapshotAttachmentTests/screen.txt")
    let attachments = snapshotAttachments(folder.settings(), of: "+--+\n|13|\n+--+\n", as: .screen)
    #expect(
      attachments.map(\.name).last
        == "TextSnapshotsTests.SnapshotAttachmentTests.screen.side-by-side.txt")
    #expect(attachments.last?.text.contains("> |12|      | |13|\n    ^       |   ^\n") == true)
  }

  @Test("A new snapshot attaches only what it would record; a JSON one keeps its extension")
  func newSnapshot() {
    let attachments = snapshotAttachments(folder.settings(), of: ["a": 1], as: .json)
    #expect(
      attachments == [
        SnapshotAttachment(
          name: "TextSnapshotsTests.SnapshotAttachmentTests.newSnapshot.actual.json",
          text: "{\n  \"a\" : 1\n}\n")
      ])
  }

  @Test("Recording a differing reference attaches the old reference, the new text and the diff")
  func recording() throws {
    try folder.write("old\n", to: "TextSnapshotsTests/SnapshotAttachmentTests/recording.txt")
    let attachments = snapshotAttachments(folder.settings(record: .failed), of: "new\n", as: .lines)
    #expect(
      attachments.map(\.name).map { $0.split(separator: ".").dropFirst(3).joined() } == [
        "referencetxt", "actualtxt", "diff",
      ])
  }

  @Test("A matching snapshot attaches nothing")
  func matching() throws {
    try folder.write("same\n", to: "TextSnapshotsTests/SnapshotAttachmentTests/matching.txt")
    let attachments = snapshotAttachments(folder.settings(), of: "same\n", as: .lines)
    #expect(attachments.isEmpty)
  }

  @Test("A failing inline snapshot attaches its literal, the actual text and their diff")
  func inline() throws {
    let package = try InlinePackage("  expectInlineSnapshot(of: x, as: .lines) { \"old\" }\n")
    let site = InlinePackage.site(0, in: package.source() ?? "")
    let check = InlineSnapshotCheck(
      settings: SnapshotSettings(environment: [:]), record: nil,
      sourceLocation: SourceLocation(
        fileID: "AppTests/AppTests.swift", filePath: package.path(), line: site.line,
        column: site.column),
      writer: package.writer,
      stack: .at(package.path(), line: site.line, column: site.column))
    let outcome = check.verify(actual: "new\n", expected: "old", diffing: .lines)
    #expect(
      outcome.attachments.map(\.name) == [
        "AppTests.AppTests.swift-1-23.reference.txt", "AppTests.AppTests.swift-1-23.actual.txt",
        "AppTests.AppTests.swift-1-23.diff",
      ])
    #expect(outcome.attachments.map(\.text).prefix(2) == ["old", "new\n"])
    package.endRun()
  }
}
