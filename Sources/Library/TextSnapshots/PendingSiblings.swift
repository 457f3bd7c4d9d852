import Foundation

/// The pending changes of one source file in some folders, kept pointing at their calls
/// while the file changes under them.
///
/// A pending change names its call by line and column in the file it was recorded
/// against. When the library itself rewrites that file, it knows every byte it moved,
/// so it moves the line and column of each pending change recorded against the old
/// file with it; a change recorded against some other version is left alone, to be
/// found by its call's text when it is accepted.
struct PendingSiblings {
  /// The source file, relative to the package root.
  var source: String
  /// The folders that hold the pending files, such as `Snapshots/.inline/AppTests`.
  var folders: [String]
  /// Pending files the caller writes or deletes itself.
  var except: Set<String>

  /// Every other pending change of the source in the folders, with its path.
  func all() -> [(path: String, pending: InlinePending)] {
    var found: [(String, InlinePending)] = []
    for folder in Set(folders).sorted() {
      let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
      for name in names.sorted() where name.hasSuffix(".new") {
        let path = "\(folder)/\(name)"
        guard !except.contains(path), let pending = try? InlinePending.read(path),
          pending.source == source
        else { continue }
        found.append((path, pending))
      }
    }
    return found
  }

  /// Moves the changes recorded against `old` to where their calls are in `new`.
  ///
  /// A change for a call that was itself rewritten (its `(` is in `rewritten`) is an
  /// earlier copy, and is deleted.
  func follow(
    from old: [UInt8], to new: [UInt8], edits: [InlineSnapshotEditor.Edit], rewritten: Set<Int>
  ) {
    guard old != new else { return }
    let oldFingerprint = InlinePending.fingerprint(of: old)
    for (path, var pending) in all() where pending.fingerprint == oldFingerprint {
      guard
        let offset = InlineSnapshotFile.offset(
          line: pending.line, column: pending.column, in: old),
        !rewritten.contains(offset), let moved = InlineSnapshotEditor.moved(offset, by: edits)
      else {
        try? AtomicFile.remove(path)
        continue
      }
      (pending.line, pending.column) = InlineSnapshotFile.position(of: moved, in: new)
      pending.fingerprint = InlinePending.fingerprint(of: new)
      try? AtomicFile.write(pending.fileText, to: path)
    }
  }

  /// Deletes the changes that are earlier copies of the calls at `opens` in `bytes`:
  /// the run that has just seen those calls wrote their changes afresh, or found them
  /// passing.
  func removeCopies(of opens: Set<Int>, in bytes: [UInt8]) {
    for (path, pending) in all() {
      guard let call = try? InlineSnapshotFile.call(for: pending, in: bytes),
        opens.contains(call.open)
      else { continue }
      try? AtomicFile.remove(path)
    }
  }
}
