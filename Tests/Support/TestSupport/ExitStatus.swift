import CommandLineSupport
import ProcessRunner

/// Whether a finished program's exit status is `code`, so an end-to-end test compares
/// what a built tool returned with the exit code the command declares:
/// `result.status == .usage`.
package func == (status: Int32, code: ExitCode) -> Bool { status == code.rawValue }

/// Whether a finished program's exit status is other than `code`.
package func != (status: Int32, code: ExitCode) -> Bool { status != code.rawValue }

extension RunResult {
  /// The result of a program that exited with `code`, as a test states what a built tool
  /// or a command run in memory should return.
  package init(status code: ExitCode, stdout: String = "", stderr: String = "") {
    self.init(status: code.rawValue, stdout: stdout, stderr: stderr)
  }
}
