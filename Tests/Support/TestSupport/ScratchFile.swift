import Foundation

/// Writes the files a test makes for itself, in a folder it removes when it ends.
///
/// On Linux, `Data.write(to:)` flushes every file to the disk (`fsync`) before it
/// returns: a wait on the disk for each of the suite's thousand-odd fixture files,
/// which a file deleted a moment later does not need. An empty file made by
/// `FileManager`, then written through a `FileHandle`, is never flushed.
package enum ScratchFile {
  /// Writes `text` to `url`, making its folder first.
  package static func write(_ text: String, to url: URL) throws {
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    guard FileManager.default.createFile(atPath: url.path, contents: nil) else {
      // Foundation's own write then fails too, with an error naming the file and why.
      return try Data(text.utf8).write(to: url)
    }
    let handle = try FileHandle(forWritingTo: url)
    try handle.truncate(atOffset: 0)
    try handle.write(contentsOf: Data(text.utf8))
    try handle.close()
  }
}
