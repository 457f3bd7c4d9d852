import Foundation
import TestSupport
import Testing

@testable import InlineTextSnapshots
@testable import TextSnapshots

@Suite("Source files, edited in place")
struct SourceFileTests {
  let folder: TemporaryFolder

  init() throws {
    folder = try TemporaryFolder.package("text-snapshots")
  }

  private func mode(_ name: String) throws -> Int? {
    try FileManager.default.attributesOfItem(atPath: "\(folder.path)/\(name)")[.posixPermissions]
      as? Int
  }

  @Test("Case 8: writing through a symbolic link edits its target and keeps the link")
  func symbolicLink() throws {
    try folder.write("old\n", to: "Tests/Real.swift")
    try FileManager.default.createSymbolicLink(
      atPath: "\(folder.path)/Tests/Link.swift", withDestinationPath: "Real.swift")
    try SourceFile(path: "\(folder.path)/Tests/Link.swift").write(Array("new\n".utf8))
    let type = try FileManager.default.attributesOfItem(atPath: "\(folder.path)/Tests/Link.swift")[
      .type]
    #expect(type as? FileAttributeType == .typeSymbolicLink)
    #expect(folder.read("Tests/Real.swift") == "new\n")
    #expect(folder.files().filter { $0.hasSuffix(".tmp") }.isEmpty)
  }

  @Test(
    "A write deletes from its folder the temporary files of writers that are gone, and leaves none"
  )
  func sweepsItsFolder() throws {
    let gone = TemporaryFiles.name(process: try Self.endedProcess())
    let mine = TemporaryFiles.name()
    let elsewhere = TemporaryFiles.name(machine: "other-host.7", process: 4001)
    let earlier = ".\(UUID().uuidString).tmp"
    let kept = [
      "Tests/A/\(mine)", "Tests/A/\(elsewhere)", "Tests/A/\(earlier)", "Tests/A/Deeper/\(gone)",
      "Tests/B/\(gone)",
    ]
    for file in kept + ["Tests/A/\(gone)"] { try folder.write("part", to: file) }
    try folder.write("old\n", to: "Tests/A/T.swift")
    try SourceFile(path: "\(folder.path)/Tests/A/T.swift").write(Array("new\n".utf8))
    #expect(folder.read("Tests/A/T.swift") == "new\n")
    let left = folder.files().filter { $0.hasSuffix(".tmp") }.sorted()
    #expect(left == kept.sorted())
  }

  /// The id of a process that ran and is gone: a child that exits at once, waited for.
  private static func endedProcess() throws -> Int32 {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = ["-c", "exit 0"]
    try process.run()
    process.waitUntilExit()
    return process.processIdentifier
  }

  @Test("Case 8: writing keeps the file's mode", arguments: [0o600, 0o644, 0o755, 0o640])
  func keepsMode(mode: Int) throws {
    try folder.write("old\n", to: "T.swift")
    try FileManager.default.setAttributes(
      [.posixPermissions: mode], ofItemAtPath: "\(folder.path)/T.swift")
    try SourceFile(path: "\(folder.path)/T.swift").write(Array("new\n".utf8))
    #expect(try self.mode("T.swift") == mode)
    #expect(folder.read("T.swift") == "new\n")
  }

  @Test("A file with two hard links is refused, not parted into two files")
  func hardLinked() throws {
    try folder.write("old\n", to: "Tests/A/T.swift")
    try folder.write("", to: "Tests/B/.keep")
    try FileManager.default.linkItem(
      atPath: "\(folder.path)/Tests/A/T.swift", toPath: "\(folder.path)/Tests/B/T.swift")
    for path in ["Tests/A/T.swift", "Tests/B/T.swift"] {
      do {
        try SourceFile(path: "\(folder.path)/\(path)").write(Array("new\n".utf8))
        Issue.record("wrote into \(path), which has another hard link")
      } catch {
        guard case .notAFile(let reason) = error else {
          Issue.record("refused for another reason: \(error)")
          continue
        }
        #expect(reason.hasPrefix("it has 2 hard links, and a write would leave them"))
      }
    }
    #expect(folder.read("Tests/A/T.swift") == "old\n")
    #expect(folder.read("Tests/B/T.swift") == "old\n")
    #expect(folder.files().filter { $0.hasSuffix(".tmp") }.isEmpty)
  }

  @Test("Case 8: a read-only file is refused, not replaced")
  func readOnly() throws {
    try folder.write("old\n", to: "T.swift")
    try FileManager.default.setAttributes(
      [.posixPermissions: 0o444], ofItemAtPath: "\(folder.path)/T.swift")
    #expect(throws: InlineSnapshotError.readOnly) {
      try SourceFile(path: "\(folder.path)/T.swift").write(Array("new\n".utf8))
    }
    #expect(folder.read("T.swift") == "old\n")
    #expect(try mode("T.swift") == 0o444)
  }

  @Test("Case 8: a run that records into a read-only file leaves its change pending")
  func readOnlyRun() throws {
    let package = try InlinePackage("  expectInlineSnapshot(of: x, as: .lines)\n")
    try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: package.path())
    _ = package.check("v", call: 0, expected: nil, record: .all)
    #expect(
      package.endRun() == [
        "TextSnapshots: not writing the inline snapshots of this run into "
          + "Tests/AppTests/AppTests.swift: the file is read-only, so it was left alone."
      ])
    #expect(package.source() == "  expectInlineSnapshot(of: x, as: .lines)\n")
    #expect(package.pending() == [".inline/AppTests/AppTests.swift-1-23"])
  }

  @Test("A folder, or nothing, in the file's place is refused")
  func notAFile() throws {
    try folder.write("", to: "Folder.swift/inside")
    #expect(throws: InlineSnapshotError.self) {
      try SourceFile(path: "\(folder.path)/Folder.swift")
    }
    #expect(throws: InlineSnapshotError.self) { try SourceFile(path: "\(folder.path)/None.swift") }
  }

  @Test("Case 2: the lock keeps a second writer out until the first is done")
  func lock() throws {
    try folder.write("old\n", to: "T.swift")
    let file = try SourceFile(path: "\(folder.path)/T.swift")
    try file.withLock { () throws(InlineSnapshotError) -> Void in
      #expect(throws: InlineSnapshotError.locked) {
        try file.withLock(attempts: 1) { () throws(InlineSnapshotError) in }
      }
    }
    #expect(throws: Never.self) {
      try file.withLock(attempts: 1) { () throws(InlineSnapshotError) in }
    }
  }

  @Test("Case 2: a file renamed into place while locked is locked afresh, not through the old one")
  func lockFollowsRename() throws {
    try folder.write("old\n", to: "T.swift")
    let file = try SourceFile(path: "\(folder.path)/T.swift")
    try file.withLock { () throws(InlineSnapshotError) in
      try file.write(Array("new\n".utf8))
      // The old inode is still locked here; the new file is not, and a writer gets it.
      #expect(throws: Never.self) {
        try file.withLock(attempts: 1) { () throws(InlineSnapshotError) in }
      }
    }
    #expect(folder.read("T.swift") == "new\n")
  }
}
