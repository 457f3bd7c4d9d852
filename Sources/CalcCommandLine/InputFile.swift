import CommandLineSupport
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads an input of bounded size from a path or a file handle, without
/// trapping and without waiting on anything that is not a regular file.
enum InputFile {
  /// Reads a regular file's first `limit` + 1 bytes.
  ///
  /// The file is opened without blocking and checked before it is read, so a
  /// pipe (FIFO) is refused instead of waiting for a writer, and a folder or
  /// a device such as `/dev/null` is named for what it is.
  ///
  /// - Throws: ``CommandLineError/cannotRead(path:reason:)`` when it cannot
  ///   be opened or is not a regular file, ``CommandLineError/readFailed(source:reason:)``
  ///   when reading fails part way.
  static func read(_ path: String, limit: Int) throws(CommandLineError) -> Data {
    let descriptor = open(path, O_RDONLY | O_NONBLOCK)
    guard descriptor >= 0 else {
      throw .cannotRead(path: path, reason: FileFailure.reason(errno: errno))
    }
    let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
    var status = stat()
    guard fstat(descriptor, &status) == 0 else {
      throw .cannotRead(path: path, reason: FileFailure.reason(errno: errno))
    }
    if let kind = FileFailure.notAFile(mode: status.st_mode) {
      throw .cannotRead(path: path, reason: kind)
    }
    do {
      return try read(handle, limit: limit)
    } catch {
      throw .readFailed(source: CommandText.quote(path), reason: SystemReason.describe(error))
    }
  }

  /// Reads a handle, such as standard input, to its end or its first `limit` + 1 bytes.
  static func read(_ handle: FileHandle, limit: Int) throws(CommandLineError) -> Data {
    do {
      return try readBounded(handle, limit: limit)
    } catch {
      let code = SystemReason.code(of: error)
      throw .readFailed(
        source: "stdin",
        reason: code == EISDIR
          ? "it is a folder, expected a JSON state" : SystemReason.describe(error))
    }
  }

  private static func readBounded(_ handle: FileHandle, limit: Int) throws -> Data {
    var data = Data()
    while data.count <= limit {
      guard let chunk = try handle.read(upToCount: limit + 1 - data.count), !chunk.isEmpty else {
        break
      }
      data.append(chunk)
    }
    return data
  }
}
