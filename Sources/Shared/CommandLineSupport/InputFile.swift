import Foundation
import KitSupport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads an input of bounded size from a path or a file handle, without
/// trapping and without waiting on anything that is not a regular file.
package enum InputFile {
  /// Reads a regular file's first `limit` + 1 bytes.
  ///
  /// The file is opened without blocking and checked before it is read, so a
  /// pipe (FIFO) is refused instead of waiting for a writer, and a folder or
  /// a device such as `/dev/null` is named for what it is.
  package static func read(_ path: String, limit: Int) throws(ReadFailure) -> Data {
    let descriptor = open(path, O_RDONLY | O_NONBLOCK)
    guard descriptor >= 0 else { throw failure(opening: errno) }
    let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
    var status = stat()
    guard fstat(descriptor, &status) == 0 else { throw failure(opening: errno) }
    if let kind = kind(of: status.st_mode) { throw .notAFile(kind) }
    return try read(handle, limit: limit)
  }

  /// Reads a handle, such as standard input, to its end or its first `limit` + 1 bytes.
  package static func read(_ handle: FileHandle, limit: Int) throws(ReadFailure) -> Data {
    do {
      var data = Data()
      while data.count <= limit {
        guard let chunk = try handle.read(upToCount: limit + 1 - data.count), !chunk.isEmpty
        else { break }
        data.append(chunk)
      }
      return data
    } catch {
      if SystemReason.code(of: error) == EISDIR { throw .notAFile(.folder) }
      throw .failed(reason: SystemReason.describe(error))
    }
  }

  private static func failure(opening code: Int32) -> ReadFailure {
    switch code {
    case ENOENT: .noSuchFile
    case EACCES: .permissionDenied
    case ENOTDIR: .notAFolderOnPath
    default: .cannotOpen(reason: SystemReason.describe(code: code))
    }
  }

  /// What an opened path is when it is not a regular file, or `nil` when it is one.
  private static func kind(of mode: mode_t) -> ReadFailure.FileKind? {
    switch mode & S_IFMT {
    case S_IFREG: nil
    case S_IFDIR: .folder
    case S_IFIFO: .pipe
    case S_IFCHR, S_IFBLK: .device
    case S_IFSOCK: .socket
    default: .other
    }
  }
}
