import Foundation
import KitSupport

/// Which pending `.new` files a test process has seen in each folder, so a matching
/// snapshot deletes its stale pending file without asking the file system every time.
///
/// A folder is listed once, the first time an assertion in it matches; the index then
/// follows what this process writes and deletes there. Most matching snapshots have no
/// pending file, and this spares each of them a failing `unlink`. A pending file another
/// process writes into the folder while this one runs is not seen, and is left for
/// `snapshots status` to list; the library writes pending files only from the test
/// process itself, so only a hand-made one can be missed.
///
/// It notes the folder's owners file too (``ReferenceOwners``), so an assertion in a
/// folder without one, as every folder recorded before owners were kept is, asks for no
/// owner: one look-up here serves both. An owners file another process writes while
/// this one runs is not seen, and its files are judged as files without an owner are.
final class PendingFileIndex: Sendable {
  /// The index of this test process.
  static let shared = PendingFileIndex()

  /// The names of the entries ending in `.new`, and of the owners file, in each folder
  /// listed, by the folder.
  private let folders = Locked<[String: Set<String>]>([:])

  /// Whether a pending file may stand at `path`, and whether its folder has an owners
  /// file: one look-up, as every assertion whose reference exists asks both.
  func lookUp(pending path: String) -> (pending: Bool, owners: Bool) {
    let (folder, name) = Self.split(path)
    let names = folders.withLock { $0[folder] } ?? list(folder)
    return (names.contains(name), names.contains(ReferenceOwners.fileName))
  }

  /// Whether a pending file (or anything else) may stand at `path`.
  func mayExist(_ path: String) -> Bool {
    let (folder, name) = Self.split(path)
    if let names = folders.withLock({ $0[folder] }) { return names.contains(name) }
    return list(folder).contains(name)
  }

  /// Lists a folder's pending files and owners file, and keeps them.
  private func list(_ folder: String) -> Set<String> {
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    let names = Set(entries.filter { $0.hasSuffix(".new") || $0 == ReferenceOwners.fileName })
    return folders.withLock { folders in
      folders[folder] = folders[folder, default: []].union(names)
      return folders[folder] ?? names
    }
  }

  /// Notes that this process wrote a pending file, or an owners file, at `path`.
  func wrote(_ path: String) {
    let (folder, name) = Self.split(path)
    folders.withLock { folders in
      // A folder not listed yet is listed when it is first asked about.
      if folders[folder] != nil { folders[folder]?.insert(name) }
    }
  }

  /// Notes that this process deleted the pending file at `path`.
  func removed(_ path: String) {
    let (folder, name) = Self.split(path)
    folders.withLock { _ = $0[folder]?.remove(name) }
  }

  /// The folder and the name of `path`, split at its last `/`.
  ///
  /// Every matching assertion asks, so the slash is found with one `strrchr` over the
  /// path's C string, not a walk that a debug build runs through generic code: part of the
  /// verify fast path measured in Benchmarks.md.
  private static func split(_ path: String) -> (folder: String, name: String) {
    path.withCString { start in
      guard let slash = strrchr(start, Int32(UInt8(ascii: "/"))) else { return (".", path) }
      let count = start.distance(to: UnsafePointer(slash))
      let folder = String(
        decoding: UnsafeRawBufferPointer(start: start, count: count), as: UTF8.self)
      return (folder, String(cString: slash + 1))
    }
  }
}
