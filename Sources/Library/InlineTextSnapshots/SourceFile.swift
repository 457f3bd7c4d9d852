import Foundation
import TextSnapshots

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A test's source file as inline snapshots read, lock and edit it.
///
/// The file is edited in place: through a symbolic link to its target, keeping its
/// mode, its bytes (a byte order mark, CRLF line endings) and everything outside the
/// edit. The new text goes to a temporary file beside the target, which is renamed over
/// it, so an interrupted write leaves the old file or the new one, never half of one.
/// The temporary file is named as ``TemporaryFiles`` names them, with this machine and
/// process, and each write first deletes from the target's folder (not the folders in
/// it) the temporary files of processes of this machine that are gone.
/// A file nobody may write (mode 0444) is refused, not replaced.
///
/// Writers take an advisory lock on the file (`flock`) first, so a test run ending
/// and `snapshots accept` never edit one file at once; each re-reads the file after
/// locking it.
struct SourceFile {
  /// The path the compiler gave, which may be a symbolic link.
  let path: String
  /// The file itself, with symbolic links resolved.
  let target: String

  /// The file's name, as the test wrote it: `AppTests.swift`.
  var name: String { URL(fileURLWithPath: path).lastPathComponent }

  /// The source file at `path`, or why it cannot be used.
  init(path: String) throws(InlineSnapshotError) {
    self.path = path
    target = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
    var status = stat()
    guard stat(target, &status) == 0 else {
      throw .notAFile(reason: "cannot read it: \(String(cString: strerror(errno))).")
    }
    guard status.st_mode & S_IFMT == S_IFREG else {
      throw .notAFile(reason: "it is not a regular file, so it was left alone.")
    }
    try Self.requireOneName(status)
  }

  /// Refuses a file with more than one hard link: a write puts a new file in its place,
  /// which would part the names that share it, each then holding other text.
  private static func requireOneName(_ status: stat) throws(InlineSnapshotError) {
    guard status.st_nlink <= 1 else {
      throw .notAFile(
        reason: "it has \(status.st_nlink) hard links, and a write would leave them holding "
          + "different text, so it was left alone. Make it one file (or symbolic links to "
          + "one), or write this snapshot by hand.")
    }
  }

  /// The file's bytes.
  func read() throws(InlineSnapshotError) -> [UInt8] {
    guard let data = FileManager.default.contents(atPath: target) else {
      throw .notAFile(reason: "cannot read it.")
    }
    return Array(data)
  }

  /// Replaces the file's bytes, keeping its mode; refuses a read-only file.
  func write(_ bytes: [UInt8]) throws(InlineSnapshotError) {
    var status = stat()
    guard stat(target, &status) == 0 else {
      throw .notAFile(reason: "cannot read it: \(String(cString: strerror(errno))).")
    }
    try Self.requireOneName(status)
    let mode = status.st_mode & 0o7777
    guard mode & 0o222 != 0, access(target, W_OK) == 0 else { throw .readOnly }
    let folder = URL(fileURLWithPath: target).deletingLastPathComponent().path
    // Named as every write of the kit names its temporary files, so one left by a process
    // killed while it wrote is known, and deleted by the next write in this folder.
    TemporaryFiles.sweep(folder, levels: 1)
    let temporary = "\(folder)/\(TemporaryFiles.name())"
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL, 0o600)
    guard descriptor >= 0 else {
      throw .notAFile(reason: "cannot write beside it: \(String(cString: strerror(errno))).")
    }
    let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
    do {
      try handle.write(contentsOf: Data(bytes))
      guard fchmod(descriptor, mode) == 0 else { throw CocoaError(.fileWriteNoPermission) }
      try handle.close()
    } catch {
      unlink(temporary)
      throw .notAFile(reason: "cannot write it: \(AtomicFile.reason(for: error)).")
    }
    guard rename(temporary, target) == 0 else {
      let reason = String(cString: strerror(errno))
      unlink(temporary)
      throw .notAFile(reason: "cannot write it: \(reason).")
    }
  }

  /// Runs `body` holding the file's advisory lock.
  ///
  /// Another holder is waited for a few seconds at most (`attempts` tries, 10 ms
  /// apart), then the file is refused as locked. The lock is on the file's current
  /// inode: when another writer renamed a new file into place while this one waited,
  /// it locks again, on the new file.
  func withLock<Result>(
    attempts: Int = lockAttempts, _ body: () throws(InlineSnapshotError) -> Result
  ) throws(InlineSnapshotError) -> Result {
    for attempt in 1...max(1, attempts) {
      let descriptor = open(target, O_RDONLY)
      guard descriptor >= 0 else {
        throw .notAFile(reason: "cannot open it: \(String(cString: strerror(errno))).")
      }
      defer { close(descriptor) }
      guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
        if attempt < attempts { usleep(Self.pause) }
        continue
      }
      defer { flock(descriptor, LOCK_UN) }
      var locked = stat()
      var current = stat()
      guard fstat(descriptor, &locked) == 0, stat(target, &current) == 0,
        locked.st_ino == current.st_ino, locked.st_dev == current.st_dev
      else { continue }
      return try body()
    }
    throw .locked
  }

  /// How often a held lock is tried, ``pause`` apart: five seconds in all.
  static let lockAttempts = 500
  private static let pause: useconds_t = 10_000
}
