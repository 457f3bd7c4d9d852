import TestSupport
import Testing

@testable import TextSnapshots

@Suite("Snapshot environment")
struct SnapshotEnvironmentTests {
  let folder: TemporaryFolder

  init() throws {
    folder = try TemporaryFolder("text-snapshots")
  }

  @Test(
    "SNAPSHOT_DIFF_TOOL is the command named, trimmed; blank or on CI it is none",
    arguments: [
      (["SNAPSHOT_DIFF_TOOL": " code --diff "], "code --diff"),
      (["SNAPSHOT_DIFF_TOOL": "  "], nil),
      (["SNAPSHOT_DIFF_TOOL": "delta", "CI": "true"], nil),
      (["SNAPSHOT_DIFF_TOOL": "delta", "CI": "0"], "delta"),
      ([:], nil),
    ] as [([String: String], String?)])
  func diffTool(variables: [String: String], tool: String?) {
    #expect(SnapshotEnvironment(variables).diffTool == tool)
  }

  @Test(
    "CI is on when set to anything but empty, 0 or false, as the record modes article says",
    arguments: [
      ("true", true), ("1", true), ("yes", true), ("", false), ("0", false), ("false", false),
      ("FALSE", false),
    ])
  func ci(value: String, isCI: Bool) {
    #expect(SnapshotEnvironment(["CI": value]).isCI == isCI)
    #expect(SnapshotEnvironment([:]).isCI == false)
  }

  @Test("A failure names the diff tool's command on the reference and the pending file")
  func failureNamesTheDiffTool() throws {
    try folder.write(
      "old\n", to: "TextSnapshotsTests/SnapshotEnvironmentTests/failureNamesTheDiffTool.txt")
    let settings = folder.settings(environment: ["SNAPSHOT_DIFF_TOOL": "code --diff"])
    let issues = snapshotIssues(settings) {
      expectSnapshot(of: "new\n", as: .lines)
    }
    let reference =
      "\(folder.path)/TextSnapshotsTests/SnapshotEnvironmentTests/failureNamesTheDiffTool.txt"
    #expect(
      issues.first?.hasSuffix(
        "+new\nCompare with: code --diff \(reference) \(reference).new\n"
          + "Accept with: SNAPSHOT_DIRECTORY=\(folder.path) swift run snapshots accept "
          + "TextSnapshotsTests/SnapshotEnvironmentTests/failureNamesTheDiffTool"
      ) == true)
  }

  @Test("On CI the failure does not name the diff tool")
  func notOnCI() throws {
    try folder.write("old\n", to: "TextSnapshotsTests/SnapshotEnvironmentTests/notOnCI.txt")
    let settings = folder.settings(environment: ["SNAPSHOT_DIFF_TOOL": "delta", "CI": "1"])
    let issues = snapshotIssues(settings) {
      expectSnapshot(of: "new\n", as: .lines)
    }
    #expect(issues.count == 1)
    #expect(issues.first?.contains("Compare with") == false)
  }
}
