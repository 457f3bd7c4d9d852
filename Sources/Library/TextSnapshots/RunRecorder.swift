import Foundation
import KitSupport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Records which references this test process used, so `snapshots prune` can find orphans.
///
/// Each process appends to `<directory>/.runs/<run id>.run`: a header saying whether the
/// run was filtered and where the package's sources are, a line per test that made an
/// assertion, a line per reference used or failed, and `end` when the process exits
/// normally. A run without `end` crashed or was interrupted. Only the newest few
/// records are kept (see ``SnapshotRun/clean(in:)``).
///
/// A passing assertion's lines wait in memory and are written with the next failure's,
/// or once 8 KB wait, or when the process exits: a failure is on disk at once, so a
/// later crash keeps which test made each pending change, and a passing assertion costs
/// no write of its own. What a crash loses is only what passed, in a run that has no
/// `end` and so is never trusted to find orphans. The record written last stays open
/// for appending; only that one, so a process that uses many snapshots folders (the
/// kit's own tests make one per test) never runs out of file descriptors.
final class RunRecorder: Sendable {
  static let shared = RunRecorder()

  /// This process's run: its start time in milliseconds and its process id.
  let runID: String
  private let filter: String?
  /// The records this process wrote, by path, the lines waiting for each, and the
  /// record it keeps open.
  private struct Records {
    var paths: Set<String> = []
    var waiting: [String: String] = [:]
    var current: (path: String, descriptor: Int32)?
  }

  /// How many bytes of lines may wait before they are written.
  private static let waitingLimit = 8_192

  private let records = Locked(Records())

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

  /// Records that the assertion of the snapshot `name` in `directory` failed, and
  /// writes it at once with every line waiting before it.
  func failed(_ name: String, in directory: String) {
    append(
      ["\(SnapshotRun.Keyword.failed.rawValue) \(name)"], in: directory, sources: nil,
      now: true)
  }

  private func append(
    _ lines: [String], in directory: String, sources: String?, now: Bool = false
  ) {
    records.withLock { records in
      let path = "\(directory)/\(SnapshotRun.folder)/\(runID).\(SnapshotRun.fileExtension)"
      if !records.paths.contains(path) {
        records.paths.insert(path)
        SnapshotRun.clean(in: directory)
        let header = SnapshotRun.header(id: runID, filter: filter, sources: sources)
        try? AtomicFile.write(header, to: path)
      }
      records.waiting[path, default: ""] += lines.map { $0 + "\n" }.joined()
      guard now || records.waiting[path, default: ""].utf8.count >= Self.waitingLimit else {
        return
      }
      let waiting = records.waiting.removeValue(forKey: path) ?? ""
      if records.current?.path != path {
        if let current = records.current { close(current.descriptor) }
        let descriptor = open(path, O_WRONLY | O_APPEND)
        records.current = descriptor >= 0 ? (path, descriptor) : nil
      }
      if let current = records.current { Self.write(waiting, to: current.descriptor) }
    }
  }

  private func finish() {
    records.withLock { records in
      if let current = records.current { close(current.descriptor) }
      records.current = nil
      for path in records.paths {
        let descriptor = open(path, O_WRONLY | O_APPEND)
        guard descriptor >= 0 else { continue }
        let waiting = records.waiting[path, default: ""]
        Self.write(waiting + SnapshotRun.Keyword.end.rawValue + "\n", to: descriptor)
        close(descriptor)
      }
      records.waiting = [:]
    }
  }

  /// Appends `text`; `O_APPEND` puts each write at the end, so no seek is needed.
  private static func write(_ text: String, to descriptor: Int32) {
    let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: false)
    try? handle.write(contentsOf: Data(text.utf8))
  }
}
