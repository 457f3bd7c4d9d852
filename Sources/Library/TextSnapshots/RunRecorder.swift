import Foundation
import KitSupport

/// Records which references this test process used, so `snapshots prune` can find orphans.
///
/// Each process appends to `<directory>/.runs/<run id>.run`: a header saying whether the
/// run was filtered and where the package's sources are, a line per test that made an
/// assertion, a line per reference used or failed, and `end` when the process exits
/// normally. A run without `end` crashed or was interrupted. Only the newest few
/// records are kept (see ``SnapshotRun/clean(in:)``).
final class RunRecorder: Sendable {
  static let shared = RunRecorder()

  private let runID: String
  private let filter: String?
  private let files = Locked<Set<String>>([])

  private init() {
    let milliseconds = Int(Date().timeIntervalSince1970 * 1000)
    runID = "\(milliseconds)-\(ProcessInfo.processInfo.processIdentifier)"
    filter = SnapshotRun.filter(in: CommandLine.arguments)
    atexit { RunRecorder.shared.finish() }
  }

  /// Records that `location`'s test ran an assertion that used its reference.
  func used(_ location: SnapshotLocation, sources: String?) {
    used(location.reviewName, by: location.test, in: location.directory, sources: sources)
  }

  /// Records that `test` ran an assertion of the snapshot `name` (a reference, or a
  /// pending inline snapshot's name) in the snapshots folder `directory`.
  func used(_ name: String, by test: String, in directory: String, sources: String?) {
    append(
      [
        "\(SnapshotRun.Keyword.test.rawValue) \(test)",
        "\(SnapshotRun.Keyword.used.rawValue) \(name)",
      ], in: directory, sources: sources)
  }

  func failed(_ location: SnapshotLocation) {
    failed(location.reviewName, in: location.directory)
  }

  /// Records that the assertion of the snapshot `name` in `directory` failed.
  func failed(_ name: String, in directory: String) {
    append(["\(SnapshotRun.Keyword.failed.rawValue) \(name)"], in: directory, sources: nil)
  }

  private func append(_ lines: [String], in directory: String, sources: String?) {
    files.withLock { files in
      let path = "\(directory)/\(SnapshotRun.folder)/\(runID).\(SnapshotRun.fileExtension)"
      if !files.contains(path) {
        files.insert(path)
        SnapshotRun.clean(in: directory)
        let header = SnapshotRun.header(id: runID, filter: filter, sources: sources)
        try? AtomicFile.write(header, to: path)
      }
      Self.append(lines.map { $0 + "\n" }.joined(), to: path)
    }
  }

  private func finish() {
    files.withLock { files in
      for path in files { Self.append(SnapshotRun.Keyword.end.rawValue + "\n", to: path) }
    }
  }

  private static func append(_ text: String, to path: String) {
    guard let handle = FileHandle(forWritingAtPath: path) else { return }
    defer { try? handle.close() }
    _ = try? handle.seekToEnd()
    try? handle.write(contentsOf: Data(text.utf8))
  }
}
