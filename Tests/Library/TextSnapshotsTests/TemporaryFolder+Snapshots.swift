import TestSupport

@testable import TextSnapshots

extension TemporaryFolder {
  /// Settings that put snapshots here and ignore the process environment.
  func settings(
    record: SnapshotRecordMode? = nil, environment: [String: String] = [:]
  ) -> SnapshotSettings {
    var settings = SnapshotSettings.current
    settings.directory = path
    settings.record = record ?? settings.record
    settings.environment = environment
    return settings
  }

  /// Snapshot files, leaving out the run records, the files' owners and the package
  /// manifest.
  func snapshotFiles() -> [String] {
    files().filter {
      !$0.hasPrefix(".runs/") && $0 != "Package.swift"
        && !$0.hasSuffix("/" + ReferenceOwners.fileName)
    }
  }
}
