import Foundation
import KitSupport

/// Rewrites inline snapshots in source files, and reads and applies their pending changes.
///
/// Line numbers are the ones the test binary was compiled with. Edits made earlier in
/// this process move later calls in the same file, so each file keeps a list of its
/// edits, and a line is shifted by the edits above it before its call is looked up.
package enum InlineSnapshotFile {
  static let function = "expectInlineSnapshot"
  /// The folder under the snapshots folder that holds pending inline snapshots.
  package static let pendingFolder = ".inline"
  private static let shifts = Locked<[String: [(line: Int, delta: Int)]]>([:])

  /// Writes `text` into the call at `line` and `column` of the file at `path`, atomically,
  /// and returns how many lines the edit added (negative when it removed some).
  ///
  /// With `shifted`, `line` is as compiled and moves with this process's earlier edits;
  /// without, it is already the line in the file.
  @discardableResult
  static func record(_ text: String, path: String, line: Int, column: Int, shifted: Bool = true)
    throws(SnapshotMessage) -> Int
  {
    let result: Result<Int, SnapshotMessage> = shifts.withLock { shifts in
      let edits = shifted ? shifts[path] ?? [] : []
      let current = line + edits.filter { $0.line < line }.reduce(0) { $0 + $1.delta }
      do throws(SnapshotMessage) {
        guard let source = try AtomicFile.read(path) else {
          return .failure(.fileError(path: path, reason: "no such file"))
        }
        let edit = try rewrite(source, text: text, line: current, column: column, path: path)
        if edit.source != source { try AtomicFile.write(edit.source, to: path) }
        if shifted { shifts[path, default: []].append((line, edit.lineDelta)) }
        return .success(edit.lineDelta)
      } catch {
        return .failure(error)
      }
    }
    return try result.get()
  }

  private static func rewrite(
    _ source: String, text: String, line: Int, column: Int, path: String
  ) throws(SnapshotMessage) -> InlineSnapshotEditor.Edit {
    do {
      return try InlineSnapshotEditor(function: function).rewrite(
        source, line: line, column: column, text: text)
    } catch {
      throw .inlineRefused(path: path, reason: error.text)
    }
  }

  /// The pending change's name under the snapshots folder, such as `.inline/Tests/A.swift-12`.
  static func pendingName(fileID: String, line: Int) -> String {
    "\(pendingFolder)/\(fileID)-\(line)"
  }

  /// Applies a pending change to its source file and deletes it.
  ///
  /// Other pending changes to the same file below the edited call are moved by the
  /// lines the edit added or removed, so they still find their calls. `path` is the
  /// pending `.new` file; the result is the change that was applied.
  package static func accept(pendingAt path: String) throws(InlineSnapshotAcceptError)
    -> InlinePending
  {
    let pending = try InlinePending.read(path)
    let delta: Int
    do throws(SnapshotMessage) {
      delta = try record(
        pending.text, path: pending.source, line: pending.line, column: pending.column,
        shifted: false)
      try AtomicFile.remove(path)
    } catch {
      throw InlineSnapshotAcceptError(path: path, reason: error.text)
    }
    guard delta != 0 else { return pending }
    let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
    let siblings = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    for sibling in siblings where sibling.hasSuffix(".new") {
      let siblingPath = folder.appendingPathComponent(sibling).path
      guard var other = try? InlinePending.read(siblingPath), other.source == pending.source,
        other.line > pending.line
      else { continue }
      other.line += delta
      try? AtomicFile.write(other.fileText, to: siblingPath)
    }
    return pending
  }
}

/// A pending inline snapshot that could not be accepted into its source.
package struct InlineSnapshotAcceptError: Error, Equatable {
  /// The pending file.
  package var path: String
  /// Why, as one sentence.
  package var reason: String

  /// The message naming the pending file.
  package var text: String { "Cannot accept \(path): \(reason)" }
}

/// A recorded change to an inline snapshot, waiting in a `.new` file for review.
package struct InlinePending: Equatable, Sendable {
  /// The source file that holds the call.
  package var source: String
  /// The call's line, as the test was compiled.
  package var line: Int
  /// The call's column.
  package var column: Int
  /// The new text of the snapshot, without its final newline.
  package var text: String

  private static let header = "inline-snapshot"

  /// The pending file's contents: a header, the call's place, an empty line, the text.
  package var fileText: String {
    "\(Self.header)\nsource \(source)\nline \(line)\ncolumn \(column)\n\n\(text)"
  }

  /// Reads a pending file.
  package static func read(_ path: String) throws(InlineSnapshotAcceptError) -> InlinePending {
    let contents: String?
    do {
      contents = try AtomicFile.read(path)
    } catch {
      throw InlineSnapshotAcceptError(path: path, reason: error.text)
    }
    guard let contents else { throw InlineSnapshotAcceptError(path: path, reason: "no such file") }
    let parts = contents.split(separator: "\n", maxSplits: 4, omittingEmptySubsequences: false)
    func value(_ index: Int, _ key: String) -> String? {
      guard index < parts.count, parts[index].hasPrefix(key + " ") else { return nil }
      return String(parts[index].dropFirst(key.count + 1))
    }
    guard parts.count == 5, parts[0] == header, let source = value(1, "source"),
      let line = value(2, "line").flatMap({ Int($0) }),
      let column = value(3, "column").flatMap({ Int($0) }), parts[4].hasPrefix("\n")
    else {
      throw InlineSnapshotAcceptError(
        path: path, reason: "not a pending inline snapshot (expected an '\(header)' header)")
    }
    return InlinePending(
      source: source, line: line, column: column, text: String(parts[4].dropFirst()))
  }
}
