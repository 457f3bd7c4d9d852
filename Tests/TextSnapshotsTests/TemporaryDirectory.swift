import Foundation

@testable import TextSnapshots

/// A fresh folder under the system's temporary directory, one per test.
struct TemporaryDirectory {
  let path: String

  init() throws {
    path = NSTemporaryDirectory() + "text-snapshots-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  }

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

  func write(_ text: String, to name: String) throws {
    let url = URL(fileURLWithPath: "\(path)/\(name)")
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url)
  }

  /// Snapshot files, leaving out the run records.
  func snapshotFiles() -> [String] {
    files().filter { !$0.hasPrefix(".runs/") }
  }

  func read(_ name: String) -> String? {
    try? String(contentsOfFile: "\(path)/\(name)", encoding: .utf8)
  }

  /// Every file below the folder, relative to it, sorted, including hidden ones.
  func files() -> [String] {
    let enumerator = FileManager.default.enumerator(atPath: path)
    var files: [String] = []
    while let name = enumerator?.nextObject() as? String {
      var isDirectory: ObjCBool = false
      if FileManager.default.fileExists(atPath: "\(path)/\(name)", isDirectory: &isDirectory),
        !isDirectory.boolValue
      {
        files.append(name)
      }
    }
    return files.sorted()
  }
}
