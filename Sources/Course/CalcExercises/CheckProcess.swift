import Foundation
import KitSupport
import ProcessRunner

/// Runs the programs a check needs: `swift build` and the check itself.
///
/// Tests pass a fake, so the engine is tested without building anything.
struct CheckProcess: Sendable {
  /// Runs a program with arguments in a folder, stopping it after `limit` if one is given.
  ///
  /// `line` receives each output line as it comes. Standard output and standard error come
  /// back together, in the result's `stdout`.
  var run:
    @Sendable (
      _ program: String, _ arguments: [String], _ folder: URL, _ limit: Duration?,
      _ line: @escaping @Sendable (String) -> Void
    )
      async -> RunResult

  /// Real processes, found on `PATH` through `/usr/bin/env`.
  static let system = CheckProcess { program, arguments, folder, limit, line in
    let process = ChildProcess(
      "/usr/bin/env", [program] + arguments, workingDirectory: folder,
      standardError: .toStandardOutput, timeLimit: limit)
    let pending = Locked(Data())
    do {
      return try await process.run { piece in
        let lines = pending.withLock { pending in
          pending.append(piece)
          var lines: [String] = []
          while let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
            lines.append(String(decoding: pending[pending.startIndex..<newline], as: UTF8.self))
            pending = Data(pending[pending.index(after: newline)...])
          }
          return lines
        }
        lines.forEach(line)
      }
    } catch {
      return RunResult(status: 127, stdout: "cannot run \(program): \(error)")
    }
  }
}
