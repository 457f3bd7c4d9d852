import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

#if canImport(Glibc)
  private let systemRead = Glibc.read
#elseif canImport(Darwin)
  private let systemRead = Darwin.read
#endif

/// Reads and writes snapshot files so an interrupted run never leaves half a file.
package enum AtomicFile {
  /// Writes to a temporary file in the same folder, then renames it over `path`.
  ///
  /// `rename(2)` within one folder is atomic, so readers see the old file or the new one.
  /// The temporary name does not grow with the target's, so any name that fits fits here;
  /// it names this process (``TemporaryFiles``), so a file left by a process killed while
  /// it wrote is known and deleted later. A write that fails, as on a full disk, deletes
  /// the temporary file it may have begun.
  ///
  /// - Parameters:
  ///   - text: The file's new contents.
  ///   - path: The file to replace or create.
  ///   - writing: Writes the bytes to the temporary file; tests give one that fails.
  /// - Throws: ``SnapshotMessage/fileError(path:reason:)`` naming `path` and the reason.
  package static func write(
    _ text: String, to path: String,
    writing: (Data, URL) throws -> Void = { data, url in try data.write(to: url) }
  ) throws(SnapshotMessage) {
    let url = URL(fileURLWithPath: path)
    let folder = url.deletingLastPathComponent()
    let temporary = folder.appendingPathComponent(TemporaryFiles.name())
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    } catch {
      throw .fileError(path: path, reason: reason(for: error))
    }
    do {
      try writing(Data(text.utf8), temporary)
    } catch {
      // Half a temporary file would be left in the user's snapshots folder for good.
      try? remove(temporary.path)
      throw .fileError(path: path, reason: reason(for: error))
    }
    try move(temporary.path, over: path)
  }

  /// Moves `source` over `destination` in one step, replacing it if it exists.
  package static func move(_ source: String, over destination: String) throws(SnapshotMessage) {
    guard rename(source, destination) == 0 else {
      let reason = String(cString: strerror(errno))
      try? FileManager.default.removeItem(atPath: source)
      throw .fileError(path: destination, reason: reason)
    }
  }

  /// The file's text, or `nil` when there is no file; ``readData(_:)`` says what is
  /// refused.
  package static func read(_ path: String) throws(SnapshotMessage) -> String? {
    guard let data = try readData(path) else { return nil }
    return try text(of: data, at: path)
  }

  /// The text of the bytes read from `path`, every one kept; an error when they are not UTF-8.
  ///
  /// Foundation's UTF-8 decoding drops a leading byte-order mark, which would make a
  /// reference that starts with one match text that does not; the standard library's
  /// keeps it as U+FEFF, so the comparison stays exact.
  package static func text(of data: Data, at path: String) throws(SnapshotMessage) -> String {
    guard String(data: data, encoding: .utf8) != nil else {
      throw .fileError(path: path, reason: "it is not UTF-8 text")
    }
    return String(decoding: data, as: UTF8.self)
  }

  /// The file's bytes, or `nil` when there is no file.
  ///
  /// A folder, device or FIFO in the file's place is an error that says so, rather than
  /// a read that fails obscurely or waits for a writer. The file is opened without
  /// waiting (`O_NONBLOCK`, which a regular file ignores) and asked what it is through
  /// the descriptor, so what is read is what was checked, and a matching snapshot costs
  /// one open, one `fstat`, a read of the size it gives and one that finds the end (so a
  /// file that grew since is read whole), and a close: no `FileHandle`, whose second
  /// `fstat` and object cost more than the read in a debug build.
  package static func readData(_ path: String) throws(SnapshotMessage) -> Data? {
    let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    guard descriptor >= 0 else {
      if errno == ENOENT { return nil }
      throw .fileError(path: path, reason: String(cString: strerror(errno)))
    }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else {
      throw .fileError(path: path, reason: String(cString: strerror(errno)))
    }
    switch status.st_mode & S_IFMT {
    case S_IFREG: break
    case S_IFDIR: throw .notAFile(path: path, kind: .folder)
    default: throw .notAFile(path: path, kind: .special)
    }
    // One byte more than the size, so the read that finds the end needs no larger buffer.
    // Read into the buffer through its pointer, with no copy: the verify fast path
    // (Benchmarks.md) reads every reference this way.
    var data = Data(count: Int(status.st_size) + 1)
    var length = 0
    while true {
      if length == data.count { data.count *= 2 }
      let count = data.withUnsafeMutableBytes { buffer -> Int in
        guard let start = buffer.baseAddress else { return 0 }
        return systemRead(descriptor, start + length, buffer.count - length)
      }
      if count == 0 { break }
      guard count > 0 else {
        if errno == EINTR { continue }
        throw .fileError(path: path, reason: String(cString: strerror(errno)))
      }
      length += count
    }
    data.count = length
    return data
  }

  /// Deletes the file if it exists; a folder in its place is an error, never emptied.
  package static func remove(_ path: String) throws(SnapshotMessage) {
    guard unlink(path) == 0 || errno == ENOENT else {
      if errno == EISDIR || errno == EPERM, isFolder(path) {
        throw .notAFile(path: path, kind: .folder)
      }
      throw .fileError(path: path, reason: String(cString: strerror(errno)))
    }
  }

  private static func isFolder(_ path: String) -> Bool {
    var status = stat()
    return lstat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFDIR
  }

  /// The system's sentence for an error, such as "Permission denied", instead of
  /// Foundation's "NSCocoaErrorDomain error 256" on Linux.
  package static func reason(for error: any Error) -> String {
    let error = error as NSError
    let underlying = error.userInfo[NSUnderlyingErrorKey] as? NSError
    for candidate in [underlying, error].compactMap({ $0 })
    where candidate.domain == NSPOSIXErrorDomain {
      return String(cString: strerror(Int32(candidate.code)))
    }
    return error.localizedDescription
  }
}

/// A file moved aside into a hidden folder beside it, so that what was read from it is
/// what is used: a writer that writes the file meanwhile makes a new file, which is kept.
///
/// The folder is named as ``TemporaryFiles/asideName(machine:process:)`` names it, with
/// this machine and process, and the file keeps its name inside it. A command killed
/// while the file is aside (`kill -9`, a closed terminal) leaves it there; the next sweep
/// of the folder (``TemporaryFiles/sweep(_:levels:isRunning:machine:)``: each `snapshots`
/// command, each test run's first use of the folder) sees that the process is gone and
/// puts the file back under its name, or keeps it and lists it when a newer file has the
/// name.
package struct SetAsideFile: Sendable {
  /// Where the file was, and where it is now.
  package let path: String
  package let aside: String
  /// The folder it is in while aside.
  private let folder: String
  /// Its bytes, read once it was aside.
  package let bytes: [UInt8]

  /// Moves the file at `path` aside and reads it.
  ///
  /// - Throws: ``SnapshotMessage/fileError(path:reason:)`` when it cannot be moved or read;
  ///   then it is where it was.
  package init(_ path: String) throws(SnapshotMessage) {
    let url = URL(fileURLWithPath: path)
    let folder = url.deletingLastPathComponent()
      .appendingPathComponent(TemporaryFiles.asideName()).path
    let aside = "\(folder)/\(url.lastPathComponent)"
    guard mkdir(folder, 0o777) == 0 else {
      throw .fileError(path: path, reason: String(cString: strerror(errno)))
    }
    guard rename(path, aside) == 0 else {
      let reason = String(cString: strerror(errno))
      rmdir(folder)
      throw .fileError(path: path, reason: reason)
    }
    guard let data = FileManager.default.contents(atPath: aside) else {
      _ = link(aside, path)
      unlink(aside)
      rmdir(folder)
      throw .fileError(path: path, reason: "it could not be read")
    }
    self.path = path
    self.aside = aside
    self.folder = folder
    bytes = Array(data)
  }

  /// Puts the file back where it was, unless another took its place meanwhile
  /// (`link(2)` never replaces a file): the newer one wins.
  package func restore() {
    _ = link(aside, path)
    unlink(aside)
    rmdir(folder)
  }

  /// Deletes the file, which was used.
  package func discard() {
    unlink(aside)
    rmdir(folder)
  }

  /// Moves the file over `destination` in one step.
  package func move(over destination: String) throws(SnapshotMessage) {
    guard rename(aside, destination) == 0 else {
      let reason = String(cString: strerror(errno))
      restore()
      throw .fileError(path: destination, reason: reason)
    }
    rmdir(folder)
  }
}
