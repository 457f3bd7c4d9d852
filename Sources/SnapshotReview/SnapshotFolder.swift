import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The reference and pending files under a snapshots folder, named `Suite/test`.
struct SnapshotFolder {
  let path: String

  func referencePath(_ name: String) -> String { "\(path)/\(name).txt" }
  func pendingPath(_ name: String) -> String { referencePath(name) + ".new" }

  /// Names of pending `.txt.new` files, sorted.
  func pending() -> [String] { names(withSuffix: ".txt.new") }

  /// Names of reference `.txt` files, sorted.
  func references() -> [String] { names(withSuffix: ".txt") }

  /// Accepts `Suite/test`, `Suite/test.txt` or `Suite/test.txt.new` alike.
  static func name(from argument: String) -> String {
    var name = argument
    for suffix in [".new", ".txt"] where name.hasSuffix(suffix) {
      name.removeLast(suffix.count)
    }
    return name
  }

  /// Moves the pending file over the reference with one atomic `rename(2)`.
  func accept(_ name: String) throws(ReviewError) {
    try requirePending(name)
    guard rename(pendingPath(name), referencePath(name)) == 0 else {
      throw .fileFailure(path: referencePath(name), reason: String(cString: strerror(errno)))
    }
  }

  /// Deletes the pending file.
  func reject(_ name: String) throws(ReviewError) {
    try requirePending(name)
    try delete(pendingPath(name))
  }

  func delete(_ path: String) throws(ReviewError) {
    do {
      try FileManager.default.removeItem(atPath: path)
    } catch {
      throw .fileFailure(path: path, reason: error.localizedDescription)
    }
  }

  private func requirePending(_ name: String) throws(ReviewError) {
    guard FileManager.default.fileExists(atPath: pendingPath(name)) else {
      throw .noPending(name: name, path: pendingPath(name))
    }
  }

  private func names(withSuffix suffix: String) -> [String] {
    guard let enumerator = FileManager.default.enumerator(atPath: path) else { return [] }
    var names: [String] = []
    while let file = enumerator.nextObject() as? String {
      // Hidden entries hold run records and interrupted temporary files.
      if file.split(separator: "/").contains(where: { $0.hasPrefix(".") }) { continue }
      if file.hasSuffix(suffix) { names.append(String(file.dropLast(suffix.count))) }
    }
    return names.sorted()
  }
}
