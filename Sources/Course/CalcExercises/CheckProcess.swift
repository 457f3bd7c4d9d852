import Foundation
import KitSupport

/// How a program run by `check` ended.
struct ProcessResult: Equatable, Sendable {
  /// The exit status, or the signal's number when `signalled`.
  var status: Int32
  /// Whether a signal stopped it (a trap), rather than an exit.
  var signalled = false
  /// Whether it was stopped because it ran past its time limit.
  var timedOut = false
  /// Everything it printed, standard output and error together.
  var output: String
}

/// Runs the programs a check needs: `swift build` and the check itself.
///
/// Tests pass a fake, so the engine is tested without building anything.
struct CheckProcess: Sendable {
  /// Runs a program with arguments in a folder, stopping it after `limit` if one is given;
  /// `line` receives each output line as it comes.
  var run:
    @Sendable (
      _ program: String, _ arguments: [String], _ folder: URL, _ limit: Duration?,
      _ line: @escaping @Sendable (String) -> Void
    )
      async -> ProcessResult

  /// Real processes, found on `PATH` through `/usr/bin/env`.
  static let system = CheckProcess { program, arguments, folder, limit, line in
    await Task.detached { runBlocking(program, arguments, folder, limit, line) }.value
  }

  private static func runBlocking(
    _ program: String, _ arguments: [String], _ folder: URL, _ limit: Duration?,
    _ line: @escaping @Sendable (String) -> Void
  ) -> ProcessResult {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [program] + arguments
    process.currentDirectoryURL = folder
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    do {
      try process.run()
    } catch {
      return ProcessResult(status: 127, output: "cannot run \(program): \(error)")
    }
    let watchdog = limit.map { Watchdog(pid: process.processIdentifier, limit: $0) }
    var output = Data()
    var pending = Data()
    while true {
      let chunk = pipe.fileHandleForReading.availableData
      if chunk.isEmpty { break }
      output.append(chunk)
      pending.append(chunk)
      while let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
        line(String(decoding: pending[pending.startIndex..<newline], as: UTF8.self))
        pending = Data(pending[pending.index(after: newline)...])
      }
    }
    process.waitUntilExit()
    return ProcessResult(
      status: process.terminationStatus, signalled: process.terminationReason == .uncaughtSignal,
      timedOut: watchdog?.finish() ?? false, output: String(decoding: output, as: UTF8.self))
  }
}

/// Stops a process that runs past its limit, such as a check stuck in the learner's endless loop.
private final class Watchdog: Sendable {
  private enum State { case running, finished, fired }
  private let state = Locked(State.running)

  init(pid: Int32, limit: Duration) {
    let seconds = Double(limit.components.seconds)
    DispatchQueue.global().asyncAfter(deadline: .now() + seconds) { [self] in
      let fire = state.withLock { state in
        guard state == .running else { return false }
        state = .fired
        return true
      }
      if fire { kill(pid, SIGKILL) }
    }
  }

  /// Marks the process finished; returns whether the watchdog had stopped it.
  func finish() -> Bool {
    state.withLock { state in
      if state == .running { state = .finished }
      return state == .fired
    }
  }
}
