import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes the files a test makes for itself, in a folder it removes when it ends.
///
/// On Linux, `Data.write(to:)` flushes every file to the disk (`fsync`) before it
/// returns: a wait on the disk for each of the suite's thousand-odd fixture files,
/// which a file deleted a moment later does not need.
package enum ScratchFile {
  /// Writes `text` to `url`, making its folder first.
  package static func write(_ text: String, to url: URL) throws {
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    let descriptor = open(url.path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    // Foundation's own write then fails too, with an error naming the file and why.
    guard descriptor >= 0 else { return try Data(text.utf8).write(to: url) }
    let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
    try handle.write(contentsOf: Data(text.utf8))
    try handle.close()
  }
}
