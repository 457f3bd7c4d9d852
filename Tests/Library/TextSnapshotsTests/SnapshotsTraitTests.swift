import TestSupport
import Testing

@testable import TextSnapshots

@Suite("Snapshots trait on a suite", .snapshots(record: .missing))
struct SnapshotsTraitTests {
  @Test("A suite's trait applies to its tests")
  func suiteTraitApplies() throws {
    let folder = try TemporaryFolder("text-snapshots")
    let issues = snapshotIssues(folder.settings()) {
      expectSnapshot(of: "x\n", as: .lines)
    }
    let path = "\(folder.path)/TextSnapshotsTests/SnapshotsTraitTests/suiteTraitApplies.txt"
    #expect(issues == ["Recorded snapshot at \(path); re-run to verify."])
  }

  @Test("An assertion's own record mode wins over the trait's")
  func assertionModeWins() throws {
    let folder = try TemporaryFolder("text-snapshots")
    _ = snapshotIssues(folder.settings()) {
      expectSnapshot(of: "x\n", as: .lines, record: .never)
    }
    #expect(folder.snapshotFiles() == [])
  }
}
