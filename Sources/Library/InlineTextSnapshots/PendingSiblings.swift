import Foundation
import SwiftSource
import TextSnapshots

/// The pending changes of one source file in some folders, kept pointing at their calls
/// while the library edits the file under them.
///
/// A pending change names its call by the declaration that holds it and a fingerprint
/// of that declaration's text (``InlineSnapshotAnchor``). When the library itself
/// rewrites a call in that declaration, it knows every byte it moved, so it gives each
/// pending change whose declaration was as recorded the new fingerprint, line and
/// column; a change recorded against some other version is left alone, and accepting
/// it is refused.
struct PendingSiblings {
  /// The source file, relative to the package root.
  var source: String
  /// The folders that hold the pending files, such as `Snapshots/.inline/AppTests`.
  var folders: [String]

  /// Every pending change of the source in the folders, with its path.
  func all() -> [(path: String, pending: InlinePending)] {
    var found: [(String, InlinePending)] = []
    for folder in Set(folders).sorted() {
      let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
      for name in names.sorted() where name.hasSuffix(".new") {
        let path = "\(folder)/\(name)"
        guard let pending = try? InlinePending.read(path), pending.source == source else {
          continue
        }
        found.append((path, pending))
      }
    }
    return found
  }

  /// Deletes the pending changes of the calls `anchors` name (by declaration and place in
  /// it, whatever their fingerprints), except the files at `kept`: the copies earlier runs
  /// left for those calls at other lines, which accept must not find beside the change
  /// announced now.
  func removeCopies(of anchors: [InlineSnapshotAnchor], except kept: Set<String>) {
    for (path, pending) in all() where !kept.contains(path) {
      let copy = anchors.contains {
        $0.owner == pending.anchor.owner && $0.ordinal == pending.anchor.ordinal
      }
      if copy { try? AtomicFile.remove(path) }
    }
  }

  /// Moves the changes recorded against `old` to where their calls are in `new`; the
  /// pending files at `except` are the caller's own.
  func follow(
    from before: InlineSnapshotAnchor.Index, to new: [UInt8], edits: [InlineSnapshotEditor.Edit],
    except: Set<String>
  ) {
    guard before.bytes != new else { return }
    guard let after = try? SwiftDeclarations(SwiftSourceScanner(new)) else { return }
    for (path, original) in all() where !except.contains(path) {
      var pending = original
      let anchor = pending.anchor
      let owners = after.declarations(at: anchor.owner)
      guard anchor.owner.isEmpty || owners.count == 1,
        let open = try? InlineSnapshotAnchor.open(
          anchor, function: pending.function, test: pending.testName, in: before,
          line: pending.line),
        let moved = InlineSnapshotEditor.moved(open, by: edits)
      else { continue }
      (pending.line, pending.column) = InlineSnapshotFile.position(of: moved, in: new)
      pending.anchor.fingerprint = InlineSnapshotAnchor.fingerprint(
        of: owners.first, in: new, declarations: after)
      if pending != original { try? AtomicFile.write(pending.fileText, to: path) }
    }
  }
}
