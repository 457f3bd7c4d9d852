import Foundation
import KitSupport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The pipes between this process and a child it starts: this process's ends, which it
/// reads and writes without blocking, and the child's, closed here once it has started.
///
/// Every end is close-on-exec and above the three standard descriptors, so no other child
/// inherits one and none is confused with the stream it is to become.
struct PipeEnds {
  /// This process's end of the child's standard input.
  private(set) var input: Int32?
  /// This process's end of the child's standard output.
  private(set) var output: Int32?
  /// This process's end of the child's standard error.
  private(set) var errors: Int32?
  /// The child's end of its standard input.
  private(set) var childInput: Int32?
  /// The child's end of its standard output.
  private(set) var childOutput: Int32?
  /// The child's end of its standard error.
  private(set) var childErrors: Int32?

  /// Makes a pipe for each stream of `process` that this process writes or reads.
  ///
  /// - Throws: ``ChildProcessError/noPipes(reason:)`` when the system refuses; the pipes
  ///   made so far stay here, for ``closeParentEnds()`` and ``closeChildEnds()``.
  mutating func make(for process: ChildProcess) throws(ChildProcessError) {
    if case .bytes = process.standardInput {
      (childInput, input) = try Self.makePipe()
    }
    if process.standardOutput == .captured {
      (output, childOutput) = try Self.makePipe()
    }
    if process.standardError == .captured {
      (errors, childErrors) = try Self.makePipe()
    }
    for end in [input, output, errors].compactMap({ $0 }) {
      _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
    }
  }

  /// Closes the child's ends, which it has its own copies of once it runs.
  mutating func closeChildEnds() {
    for end in [childInput, childOutput, childErrors].compactMap({ $0 }) { close(end) }
    (childInput, childOutput, childErrors) = (nil, nil, nil)
  }

  /// Closes this process's ends, when the child could not be started.
  mutating func closeParentEnds() {
    for end in [input, output, errors].compactMap({ $0 }) { close(end) }
    (input, output, errors) = (nil, nil, nil)
  }

  /// A new pipe's read and write ends, both close-on-exec and above standard error.
  ///
  /// A process started with a standard stream closed gets that stream's number for a new
  /// pipe, so each end is moved up before it is used.
  private static func makePipe() throws(ChildProcessError) -> (read: Int32, write: Int32) {
    var ends: [Int32] = [-1, -1]
    guard pipe(&ends) == 0 else { throw .noPipes(reason: SystemReason.describe(code: errno)) }
    let read = fcntl(ends[0], F_DUPFD_CLOEXEC, 3)
    let readCode = errno
    let write = fcntl(ends[1], F_DUPFD_CLOEXEC, 3)
    let writeCode = errno
    close(ends[0])
    close(ends[1])
    guard read >= 0, write >= 0 else {
      for end in [read, write] where end >= 0 { close(end) }
      throw .noPipes(reason: SystemReason.describe(code: read < 0 ? readCode : writeCode))
    }
    return (read, write)
  }
}
