import Foundation

/// How a program run by `check` ended.
struct ProcessResult: Equatable, Sendable {
  /// The exit status, or the signal's number when `signalled`.
  var status: Int32
  /// Whether a signal stopped it (a trap), rather than an exit.
  var signalled = false
  /// Everything it printed, standard output and error together.
  var output: String
}

/// Runs the programs a check needs: `swift build` and the check itself.
///
/// Tests pass a fake, so the engine is tested without building anything.
struct CheckProcess: Sendable {
  /// Runs a program with arguments in a folder; `line` receives each output line as it comes.
  var run:
    @Sendable (
      _ program: String, _ arguments: [String], _ folder: URL,
      _ line: @escaping @Sendable (String) -> Void
    )
      async -> ProcessResult

  /// Real processes, found on `PATH` through `/usr/bin/env`.
  static let system = CheckProcess { program, arguments, folder, line in
    await Task.detached { runBlocking(program, arguments, folder, line) }.value
  }

  private static func runBlocking(
    _ program: String, _ arguments: [String], _ folder: URL,
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
      output: String(decoding: output, as: UTF8.self))
  }
}
