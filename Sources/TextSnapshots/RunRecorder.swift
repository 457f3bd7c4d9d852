import Foundation

/// Records which references this test process used, so `snapshots prune` can find orphans.
///
/// Each process appends to `<directory>/.runs/<run id>.run`: a header saying whether the
/// run was filtered, a line per reference used or failed, and `end` when the process
/// exits normally. A run without `end` crashed or was interrupted.
final class RunRecorder: Sendable {
  static let shared = RunRecorder()

  private let runID: String
  private let isFiltered: Bool
  private let files = Locked<Set<String>>([])

  private init() {
    let milliseconds = Int(Date().timeIntervalSince1970 * 1000)
    runID = "\(milliseconds)-\(ProcessInfo.processInfo.processIdentifier)"
    isFiltered = CommandLine.arguments.contains { SnapshotRun.filterArguments.contains($0) }
    atexit { RunRecorder.shared.finish() }
  }

  func used(_ name: String, in directory: String) {
    append("\(SnapshotRun.Keyword.used.rawValue) \(name)", in: directory)
  }

  func failed(_ name: String, in directory: String) {
    append("\(SnapshotRun.Keyword.failed.rawValue) \(name)", in: directory)
  }

  private func append(_ line: String, in directory: String) {
    files.withLock { files in
      let path = "\(directory)/\(SnapshotRun.folder)/\(runID).\(SnapshotRun.fileExtension)"
      if !files.contains(path) {
        files.insert(path)
        let header = SnapshotRun.header(id: runID, filtered: isFiltered)
        try? AtomicFile.write(header, to: path)
      }
      Self.append(line + "\n", to: path)
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
