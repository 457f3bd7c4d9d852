import Foundation
import KitSupport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Which snapshots each running test process writes, so two processes recording the same
/// snapshot at once never overwrite each other's change in silence.
///
/// Before a process writes a snapshot's reference or pending file, or deletes a pending
/// file, it claims the snapshot's name: it appends the name to its own
/// `<directory>/.runs/<run id>.claims`, then reads the other processes' claims. When a
/// process that is still running claimed the name too, it writes nothing and its
/// assertion says which run holds the snapshot. Each process writes its claim before it
/// reads the others', so of two processes claiming at the same moment at least one sees
/// the other; both may refuse, and then neither loses a change it announced. A claim
/// lasts as long as its process: the file goes when the process exits normally, and the
/// claims of a process that is gone are ignored and deleted.
package final class WriteClaims: Sendable {
  /// The claims of this test process, released when it exits normally.
  package static let shared: WriteClaims = {
    let claims = WriteClaims(runID: RunRecorder.shared.runID, isRunning: processIsRunning)
    atexit { WriteClaims.shared.release() }
    return claims
  }()

  /// The claims file's extension.
  package static let fileExtension = "claims"

  private let runID: String
  private let isRunning: @Sendable (String) -> Bool
  /// The claims files this process wrote, and the names claimed in each.
  private let claimed = Locked<[String: Set<String>]>([:])
  /// The snapshot files whose value this run stands by: the references it recorded, or
  /// matched where it could have recorded, and the pending files it wrote and has not
  /// deleted.
  private let settled = Locked<Set<String>>([])

  /// Claims for the run `runID`; `isRunning` tells whether another run's process runs.
  package init(runID: String, isRunning: @escaping @Sendable (String) -> Bool) {
    self.runID = runID
    self.isRunning = isRunning
  }

  /// Claims the snapshot `name` in the snapshots folder `directory`; returns the run that
  /// holds it when another running process claimed it too, else `nil`.
  package func claim(_ name: String, in directory: String) -> String? {
    let folder = "\(directory)/\(SnapshotRun.folder)"
    let own = "\(folder)/\(runID).\(Self.fileExtension)"
    let isNew = claimed.withLock { claimed in
      claimed[own, default: []].insert(name).inserted
    }
    if isNew { Self.append(name + "\n", to: own) }
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    for entry in entries.sorted() where entry.hasSuffix(".\(Self.fileExtension)") {
      let other = String(entry.dropLast(Self.fileExtension.count + 1))
      guard other != runID else { continue }
      guard isRunning(other) else {
        try? AtomicFile.remove("\(folder)/\(entry)")
        continue
      }
      let text = try? AtomicFile.read("\(folder)/\(entry)")
      if text?.split(separator: "\n").contains(Substring(name)) == true { return other }
    }
    return nil
  }

  /// Notes that this run settled the snapshot file at `path`.
  ///
  /// It wrote the file, or found the reference there matching under a record mode that
  /// would have written it. The value there is the one the run announced for its
  /// assertion, which no later assertion of the run may replace with another, nor
  /// delete as stale.
  package func settle(_ path: String) {
    settled.withLock { _ = $0.insert(path) }
  }

  /// Notes that this process deleted the file at `path`.
  package func removed(_ path: String) {
    settled.withLock { _ = $0.remove(path) }
  }

  /// Whether this run settled the file at `path` and has not deleted it since.
  package func settledInThisRun(_ path: String) -> Bool {
    settled.withLock { $0.contains(path) }
  }

  /// Deletes the claims files of this process, as it exits.
  package func release() {
    claimed.withLock { claimed in
      for path in claimed.keys { try? AtomicFile.remove(path) }
      claimed = [:]
    }
  }

  /// Appends `text` to the file at `path`, creating the file and its folder.
  private static func append(_ text: String, to path: String) {
    let folder = (path as NSString).deletingLastPathComponent
    try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let descriptor = open(path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else { return }
    let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
    try? handle.write(contentsOf: Data(text.utf8))
  }

  /// Whether the process of the run `id` (`<milliseconds>-<process id>`) still runs.
  ///
  /// A process id can be reused once its process is gone, so a stale claim can at worst
  /// make an assertion refuse to write, never make one write over a live change.
  private static func processIsRunning(_ id: String) -> Bool {
    guard let pid = id.split(separator: "-").last.flatMap({ Int32($0) }), pid > 0 else {
      return false
    }
    return kill(pid, 0) == 0 || errno == EPERM
  }
}
