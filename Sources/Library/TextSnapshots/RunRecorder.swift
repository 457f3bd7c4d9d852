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
/// records are kept (see ``SnapshotRun/clean(in:)``), and the temporary files that
/// interrupted writes left are deleted (see ``TemporaryFiles``) when a record starts.
///
/// A passing assertion's lines wait in memory and are written with the next failure's,
/// or once 8 KB wait, or when the process exits: a failure is on disk at once, so a
/// later crash keeps which test made each pending change, and a passing assertion costs
/// no write of its own. What a crash loses is only what passed, in a run that has no
/// `end` and so is never trusted to find orphans. The record written last stays open
/// for appending; only that one, so a process that uses many snapshots folders (the
/// kit's own tests make one per test) never runs out of file descriptors.
package final class RunRecorder: Sendable {
  package static let shared = RunRecorder()

  /// This process's run: its start time in milliseconds and its process id.
  package let runID: String
  private let filter: String?
  /// The record this process writes in one snapshots folder, and the lines waiting to be
  /// written to it.
  private struct Record {
    var path: String
    var waiting = ""
  }

  /// The record of each snapshots folder, by the folder, and the record kept open.
  private struct Records {
    var byDirectory: [String: Record] = [:]
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

  /// Records that `location`'s test ran an assertion that used its reference; the
  /// package above `filePath` is looked up only when the folder's record starts.
  package func used(_ location: SnapshotLocation, filePath: String) {
    append(
      Self.usedLines(location.reviewName, by: location.test), in: location.directory,
      sources: { SnapshotLocation.packageRoot(above: filePath) })
  }

  /// Records that `test` ran an assertion of the snapshot `name` (a reference, or a
  /// pending inline snapshot's name) in the snapshots folder `directory`.
  package func used(_ name: String, by test: String, in directory: String, sources: String?) {
    append(Self.usedLines(name, by: test), in: directory, sources: { sources })
  }

  private static func usedLines(_ name: String, by test: String) -> String {
    SnapshotRun.Keyword.test.rawValue + " " + test + "\n" + SnapshotRun.Keyword.used.rawValue
      + " " + name + "\n"
  }

  package func failed(_ location: SnapshotLocation) {
    failed(location.reviewName, in: location.directory)
  }

  /// Records that the assertion of the snapshot `name` in `directory` failed, and
  /// writes it at once with every line waiting before it.
  package func failed(_ name: String, in directory: String) {
    append(
      SnapshotRun.Keyword.failed.rawValue + " " + name + "\n", in: directory,
      sources: { nil }, now: true)
  }

  /// Adds `lines`, each ending in a newline, to the record of `directory`, starting the
  /// record with a header naming `sources` when this process has none there yet.
  private func append(
    _ lines: String, in directory: String, sources: () -> String?, now: Bool = false
  ) {
    records.withLock { records in
      // Taken out and put back, so the waiting lines grow in place.
      var record: Record
      if let started = records.byDirectory.removeValue(forKey: directory) {
        record = started
      } else {
        let path = "\(directory)/\(SnapshotRun.folder)/\(runID).\(SnapshotRun.fileExtension)"
        record = Record(path: path)
        SnapshotRun.clean(in: directory)
        TemporaryFiles.sweep(directory)
        let header = SnapshotRun.header(id: runID, filter: filter, sources: sources())
        try? AtomicFile.write(header, to: path)
      }
      record.waiting += lines
      if now || record.waiting.utf8.count >= Self.waitingLimit {
        if records.current?.path != record.path {
          if let current = records.current { close(current.descriptor) }
          let descriptor = open(record.path, O_WRONLY | O_APPEND)
          records.current = descriptor >= 0 ? (record.path, descriptor) : nil
        }
        if let current = records.current { Self.write(record.waiting, to: current.descriptor) }
        record.waiting = ""
      }
      records.byDirectory[directory] = record
    }
  }

  private func finish() {
    records.withLock { records in
      if let current = records.current { close(current.descriptor) }
      records.current = nil
      for (directory, record) in records.byDirectory {
        records.byDirectory[directory]?.waiting = ""
        let descriptor = open(record.path, O_WRONLY | O_APPEND)
        guard descriptor >= 0 else { continue }
        Self.write(record.waiting + SnapshotRun.Keyword.end.rawValue + "\n", to: descriptor)
        close(descriptor)
      }
    }
  }

  /// Appends `text`; `O_APPEND` puts each write at the end, so no seek is needed.
  private static func write(_ text: String, to descriptor: Int32) {
    let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: false)
    try? handle.write(contentsOf: Data(text.utf8))
  }
}
