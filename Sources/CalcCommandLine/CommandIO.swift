import CommandLineSupport
import Foundation

/// Where a command reads its input and writes its output.
///
/// The real one uses the process's files; tests pass their own to run a
/// command in memory.
public struct CommandIO: Sendable {
  /// The most bytes a state may have: 1 MiB.
  ///
  /// A reader may stop one byte past it, so a longer input is refused without
  /// being read to its end.
  public static let inputLimit = 1 << 20

  /// Reads a whole file, or its first ``inputLimit`` + 1 bytes.
  public var readFile: @Sendable (String) throws -> Data
  /// Reads standard input to its end, or its first ``inputLimit`` + 1 bytes.
  public var readStandardInput: @Sendable () throws -> Data
  /// Writes to standard output.
  public var write: @Sendable (String) -> Void
  /// Writes to standard error.
  public var writeError: @Sendable (String) -> Void
  /// Reads one line of standard input without its line break; `nil` at the end.
  public var readLine: @Sendable () -> String?

  /// Creates an IO from its parts.
  ///
  /// `readLine` reads the process's standard input unless you pass your own.
  public init(
    readFile: @escaping @Sendable (String) throws -> Data,
    readStandardInput: @escaping @Sendable () throws -> Data,
    write: @escaping @Sendable (String) -> Void,
    writeError: @escaping @Sendable (String) -> Void,
    readLine: @escaping @Sendable () -> String? = { Swift.readLine() }
  ) {
    self.readFile = readFile
    self.readStandardInput = readStandardInput
    self.write = write
    self.writeError = writeError
    self.readLine = readLine
  }

  /// The process's own files: the file system, stdin, stdout and stderr.
  ///
  /// Reads stop one byte past ``inputLimit`` and refuse anything but a
  /// regular file without waiting on it; writes go through
  /// ``OutputChannel``, which keeps a failure for the exit status instead of
  /// trapping.
  public static let process = CommandIO(
    readFile: { path in try InputFile.read(path, limit: inputLimit) },
    readStandardInput: { try InputFile.read(.standardInput, limit: inputLimit) },
    write: { OutputChannel.standardOutput.write($0) },
    writeError: { OutputChannel.standardError.write($0) }
  )
}
