import Foundation
import KitSupport

/// What one run of a command in memory printed and returned.
///
/// The lessons and the tutorials show what `calc-render` prints by running it
/// this way, on a console that keeps what it writes.
package struct InMemoryRun: Equatable, Sendable {
  /// The exit status.
  package let status: ExitCode
  /// Everything written to standard output.
  package let output: String
  /// Everything written to standard error.
  package let errors: String

  /// Creates a run from its status and what it wrote.
  package init(status: ExitCode, output: String, errors: String) {
    self.status = status
    self.output = output
    self.errors = errors
  }

  /// Runs a command on a console that keeps what it writes, working in `root`,
  /// reading files relative to it and an empty stdin.
  ///
  /// - Parameters:
  ///   - root: The folder the command runs in.
  ///   - command: Runs the command on the console it is given and returns its exit status.
  /// - Returns: The exit status and everything the command wrote.
  @MainActor
  package static func capturing(
    root: URL, _ command: @MainActor (Console) async -> ExitCode
  ) async -> InMemoryRun {
    let recorder = Recorder()
    let console = Console(
      write: { recorder.append($0, error: false) },
      writeError: { recorder.append($0, error: true) },
      readFile: { path throws(ReadFailure) in
        try InputFile.read(
          URL(fileURLWithPath: path, relativeTo: root).path, limit: Console.inputLimit)
      },
      workingDirectory: root)
    let status = await command(console)
    return recorder.result(status: status)
  }

  /// Collects what a run writes, from any thread, until it returns.
  final class Recorder: Sendable {
    private struct Texts {
      var output = ""
      var errors = ""
    }

    private let texts = Locked(Texts())

    /// Keeps text written to standard output, or to standard error when `error` is true.
    func append(_ text: String, error: Bool) {
      texts.withLock { texts in
        if error { texts.errors += text } else { texts.output += text }
      }
    }

    /// The run: everything written so far, and the status it returned.
    func result(status: ExitCode) -> InMemoryRun {
      texts.withLock { InMemoryRun(status: status, output: $0.output, errors: $0.errors) }
    }
  }
}
