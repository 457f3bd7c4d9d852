import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads and writes snapshot files so an interrupted run never leaves half a file.
enum AtomicFile {
  /// Writes to a temporary file in the same folder, then renames it over `path`.
  ///
  /// `rename(2)` within one folder is atomic, so readers see the old file or the new one.
  static func write(_ text: String, to path: String) throws(SnapshotMessage) {
    let url = URL(fileURLWithPath: path)
    let folder = url.deletingLastPathComponent()
    let temporary = folder.appendingPathComponent(
      ".\(url.lastPathComponent).\(UUID().uuidString).tmp")
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try Data(text.utf8).write(to: temporary)
    } catch {
      throw .fileError(path: path, reason: error.localizedDescription)
    }
    try move(temporary.path, over: path)
  }

  /// Moves `source` over `destination` in one step, replacing it if it exists.
  static func move(_ source: String, over destination: String) throws(SnapshotMessage) {
    guard rename(source, destination) == 0 else {
      let reason = String(cString: strerror(errno))
      try? FileManager.default.removeItem(atPath: source)
      throw .fileError(path: destination, reason: reason)
    }
  }

  /// The file's text, or `nil` when there is no file.
  static func read(_ path: String) throws(SnapshotMessage) -> String? {
    guard FileManager.default.fileExists(atPath: path) else { return nil }
    do {
      return try String(contentsOfFile: path, encoding: .utf8)
    } catch {
      throw .fileError(path: path, reason: error.localizedDescription)
    }
  }

  /// Deletes the file if it exists.
  static func remove(_ path: String) throws(SnapshotMessage) {
    guard FileManager.default.fileExists(atPath: path) else { return }
    do {
      try FileManager.default.removeItem(atPath: path)
    } catch {
      throw .fileError(path: path, reason: error.localizedDescription)
    }
  }
}
