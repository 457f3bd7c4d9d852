import Foundation

/// Where a command reads its input and writes its output.
///
/// The real one uses the process's files; tests pass their own to run a
/// command in memory.
public struct CommandIO: Sendable {
  /// Reads a whole file.
  public var readFile: @Sendable (String) throws -> Data
  /// Reads standard input to its end.
  public var readStandardInput: @Sendable () -> Data
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
    readStandardInput: @escaping @Sendable () -> Data,
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
  public static let process = CommandIO(
    readFile: { path in try Data(contentsOf: URL(fileURLWithPath: path)) },
    readStandardInput: { FileHandle.standardInput.readDataToEndOfFile() },
    write: { text in FileHandle.standardOutput.write(Data(text.utf8)) },
    writeError: { text in FileHandle.standardError.write(Data(text.utf8)) }
  )
}
