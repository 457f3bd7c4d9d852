import Foundation
import ProcessTesting
import Testing

/// The bad inputs in README's "Bad input" table that `snapshots` reads, run through the
/// built binary: nothing crashes and no reference is lost.
@Suite("snapshots with bad input")
struct SnapshotsBadInputTests {
  let tool = SnapshotsExecutableTests()

  static let references: [(name: String, bytes: [UInt8])] = [
    ("an empty reference", []),
    ("a binary reference", [0xFF, 0xFE, 0x00, 0x01]),
    ("an invalid UTF-8 reference", [0x61, 0xC3, 0x28, 0x0A]),
  ]

  @Test(
    "diff names a file it cannot read, exits 66 and prints nothing on stdout",
    arguments: [
      ("missing.txt", "no such file"), ("folder", "it is a folder"),
      ("binary.txt", "not UTF-8 text"),
    ])
  func unreadable(name: String, reason: String) throws {
    let fixture = try SnapshotFixture()
    try fixture.write("a\n", to: "actual.txt")
    try fixture.write("", to: "folder/inside.txt")
    try Data([0xFF, 0xFE, 0x00]).write(to: URL(fileURLWithPath: "\(fixture.path)/binary.txt"))
    let result = try tool.run(["diff", "\(fixture.path)/\(name)", "\(fixture.path)/actual.txt"])
    #expect(result.status == 66)
    #expect(result.output == "")
    #expect(result.errors == "Error: Cannot read '\(fixture.path)/\(name)': \(reason)\n")
  }

  @Test("diff reads an empty reference as no lines, and a CRLF one as LF")
  func emptyAndCRLF() throws {
    let fixture = try SnapshotFixture()
    try fixture.write("", to: "empty.txt")
    try fixture.write("a\r\nb\r\n", to: "crlf.txt")
    try fixture.write("a\nb\n", to: "lf.txt")
    let empty = try tool.run(["diff", "\(fixture.path)/empty.txt", "\(fixture.path)/lf.txt"])
    #expect(empty.status == 1)
    #expect(empty.output.hasPrefix("Snapshot does not match reference: 2 of 2 lines differ.\n"))
    let crlf = try tool.run(["diff", "\(fixture.path)/crlf.txt", "\(fixture.path)/lf.txt"])
    #expect(crlf.status == 0)
    #expect(crlf.output == "" && crlf.errors == "")
  }

  @Test("status and accept in a folder that does not exist change nothing")
  func missingFolder() throws {
    let folder = NSTemporaryDirectory() + "snapshots-missing-" + UUID().uuidString
    let status = try tool.run(["status"], environment: ["SNAPSHOT_DIRECTORY": folder])
    #expect(status.status == 0)
    #expect(status.output.hasPrefix("No pending snapshots.\n"))
    let accept = try tool.run(["accept", "--all"], environment: ["SNAPSHOT_DIRECTORY": folder])
    #expect(accept.status == 0)
    #expect(!FileManager.default.fileExists(atPath: folder))
  }

  @Test(
    "accept keeps a pending file's bytes exactly, whatever they are",
    arguments: references.map(\.bytes))
  func acceptsAnyBytes(bytes: [UInt8]) throws {
    let fixture = try SnapshotFixture()
    try fixture.write("old\n", to: "Suite/test.txt")
    try Data(bytes).write(to: URL(fileURLWithPath: "\(fixture.path)/Suite/test.txt.new"))
    let result = try tool.run(["accept", "Suite/test"], environment: fixture.environment)
    #expect(result.status == 0)
    let accepted = try Data(contentsOf: URL(fileURLWithPath: "\(fixture.path)/Suite/test.txt"))
    #expect(Array(accepted) == bytes)
    #expect(!fixture.exists("Suite/test.txt.new"))
  }

  @Test(
    "accept in a read-only folder fails and keeps the reference and the pending file",
    .enabled(if: getuid() != 0, "root writes to read-only folders"))
  func readOnlyFolder() throws {
    let fixture = try SnapshotFixture()
    try fixture.write("old\n", to: "Suite/test.txt")
    try fixture.write("new\n", to: "Suite/test.txt.new")
    let suite = "\(fixture.path)/Suite"
    try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: suite)
    defer {
      try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: suite)
    }
    let result = try tool.run(["accept", "Suite/test"], environment: fixture.environment)
    #expect(result.status == 74)
    #expect(fixture.read("Suite/test.txt") == "old\n")
    #expect(fixture.read("Suite/test.txt.new") == "new\n")
  }

  @Test(
    "A misspelt command or option is one error line, a usage line and exit 64",
    arguments: [
      (["stats"], "Unknown subcommand 'stats'. Did you mean 'status'?", "snapshots <subcommand>"),
      (
        ["reject", "--al"], "Unknown option '--al'. Did you mean '--all'?",
        "snapshots reject [<options>] [NAME ...]"
      ),
    ])
  func misspelt(arguments: [String], message: String, usage: String) throws {
    let result = try tool.run(arguments)
    #expect(result.status == 64)
    #expect(result.output == "")
    #expect(result.errors == "Error: \(message)\nUsage: \(usage)\n")
  }

  @Test(
    "status into a full disk exits 74 with one line instead of trapping",
    .enabled(if: FileManager.default.fileExists(atPath: "/dev/full"), "needs /dev/full"))
  func fullDisk() throws {
    let fixture = try SnapshotFixture()
    let binary = try #require(SnapshotsExecutableTests.binary)
    let result = try BuiltProduct.run(
      "/bin/sh", ["-c", #""$TOOL" status > /dev/full"#],
      environment: fixture.environment.merging(["TOOL": binary]) { $1 })
    #expect(
      result
        == RunResult(
          status: 74, stdout: "",
          stderr: "Error: Cannot write to standard output: No space left on device\n"))
  }
}
