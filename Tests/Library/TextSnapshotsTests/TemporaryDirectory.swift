import Foundation
import TestSupport

@testable import TextSnapshots

/// A fresh folder under the system's temporary directory, one per test, removed with
/// everything in it when the test is done, whether it passed or failed.
final class TemporaryDirectory: Sendable {
  let path: String

  /// Creates the folder; with `package`, it holds a `Package.swift` too, so inline
  /// snapshots of files inside it have a package root.
  init(package: Bool = false) throws {
    path = NSTemporaryDirectory() + "text-snapshots-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    if package { try write("// swift-tools-version: 6.0\n", to: "Package.swift") }
  }

  deinit {
    try? FileManager.default.removeItem(atPath: path)
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
    try ScratchFile.write(text, to: URL(fileURLWithPath: "\(path)/\(name)"))
  }

  /// Snapshot files, leaving out the run records and the package manifest.
  func snapshotFiles() -> [String] {
    files().filter { !$0.hasPrefix(".runs/") && $0 != "Package.swift" }
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
