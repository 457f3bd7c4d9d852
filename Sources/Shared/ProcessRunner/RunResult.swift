import Foundation

/// How a program ended and what it wrote: its exit status or signal, whether it ran out of
/// time, and its standard output and standard error.
///
/// ``ChildProcess`` returns one; tests that run a command in memory build one to compare
/// with, from ``init(status:stdout:stderr:)``.
package struct RunResult: Equatable, Sendable {
  /// How a program ended.
  package enum Termination: Equatable, Sendable {
    /// It exited with this status.
    case exit(Int32)
    /// This signal stopped it, such as 9 for SIGKILL or 4 for SIGILL, a Swift trap.
    case signal(Int32)
  }

  /// How the program ended.
  package var termination: Termination
  /// Whether it was stopped because it ran past its time limit.
  package var timedOut: Bool
  /// Everything it wrote to standard output, and to standard error when the two were joined.
  package var standardOutput: Data
  /// Everything it wrote to standard error.
  package var standardError: Data

  /// A result from its parts.
  ///
  /// - Parameters:
  ///   - termination: How the program ended.
  ///   - timedOut: Whether it was stopped for running out of time.
  ///   - standardOutput: What it wrote to standard output.
  ///   - standardError: What it wrote to standard error.
  package init(
    termination: Termination, timedOut: Bool = false, standardOutput: Data = Data(),
    standardError: Data = Data()
  ) {
    self.termination = termination
    self.timedOut = timedOut
    self.standardOutput = standardOutput
    self.standardError = standardError
  }

  /// The result of a program that exited with `status` after writing two texts.
  ///
  /// - Parameters:
  ///   - status: Its exit status.
  ///   - stdout: What it wrote to standard output.
  ///   - stderr: What it wrote to standard error.
  package init(status: Int32, stdout: String = "", stderr: String = "") {
    self.init(
      termination: .exit(status), standardOutput: Data(stdout.utf8),
      standardError: Data(stderr.utf8))
  }

  /// The exit status, or 128 plus the signal's number when a signal stopped the program,
  /// as a shell reports it.
  package var status: Int32 {
    switch termination {
    case .exit(let status): status
    case .signal(let number): 128 + number
    }
  }

  /// Standard output as text; bytes that are not UTF-8 read as U+FFFD.
  package var stdout: String { String(decoding: standardOutput, as: UTF8.self) }

  /// Standard error as text; bytes that are not UTF-8 read as U+FFFD.
  package var stderr: String { String(decoding: standardError, as: UTF8.self) }
}
