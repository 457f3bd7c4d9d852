import Foundation
import KitSupport

/// A write to standard output or standard error that failed.
package struct WriteFailure: Error, Equatable, Sendable {
  /// The stream: `standard output` or `standard error`.
  package let stream: String
  /// Why, in the system's words: `No space left on device`.
  package let reason: String
}

/// Writes text to one of the process's standard streams without trapping.
///
/// Foundation's `FileHandle.write(_:)` traps when the write fails, as it does
/// on a full disk or a closed stream. This writes with the throwing
/// `write(contentsOf:)` instead, keeps the first failure, and writes nothing
/// after it, so a tool can finish, then exit with ``ExitCode/ioError``.
///
/// ```swift
/// let output = OutputChannel.standardOutput
/// output.write("hello\n")
/// if let failure = output.failure { print(CommandText.writeFailed(failure)) }
/// ```
package final class OutputChannel: Sendable {
  private let handle: FileHandle
  private let stream: String
  /// The first write that failed; writes are made with its lock held, so they never interleave.
  private let firstFailure = Locked<WriteFailure?>(nil)

  init(handle: FileHandle, stream: String) {
    self.handle = handle
    self.stream = stream
  }

  /// The process's standard output.
  package static let standardOutput = OutputChannel(
    handle: .standardOutput, stream: "standard output")
  /// The process's standard error.
  package static let standardError = OutputChannel(
    handle: .standardError, stream: "standard error")

  /// The first write that failed, or `nil` when every write succeeded.
  package var failure: WriteFailure? { firstFailure.withLock { $0 } }

  /// Writes text at once, unless an earlier write failed.
  package func write(_ text: String) {
    firstFailure.withLock { firstFailure in
      guard firstFailure == nil, !text.isEmpty else { return }
      do {
        try handle.write(contentsOf: Data(text.utf8))
      } catch {
        firstFailure = WriteFailure(stream: stream, reason: SystemReason.describe(error))
      }
    }
  }
}

extension OutputChannel {
  /// The status a tool exits with: `status`, or ``ExitCode/ioError`` when a
  /// write to standard output failed, said in one line on standard error
  /// (which says nothing when standard error is gone too).
  package static func exitStatus(after status: ExitCode) -> ExitCode {
    guard let failure = standardOutput.failure ?? standardError.failure else { return status }
    standardError.write(CommandText.error(CommandText.writeFailed(failure)))
    return .ioError
  }
}
