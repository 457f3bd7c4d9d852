import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where the exercises commands write, and how they ask a question.
public struct ExerciseConsole: Sendable {
  /// Writes to standard output.
  public var write: @Sendable (String) -> Void
  /// Writes to standard error.
  public var writeError: @Sendable (String) -> Void
  /// Reads one line of the learner's answer, or `nil` at the end of input.
  public var readLine: @Sendable () -> String?
  /// Whether standard input is a terminal, so a question can be asked.
  public var isTerminal: @Sendable () -> Bool

  /// Creates a console from its four parts.
  ///
  /// - Parameters:
  ///   - write: Writes to standard output.
  ///   - writeError: Writes to standard error.
  ///   - readLine: Reads one line of input.
  ///   - isTerminal: Whether standard input is a terminal; by default, asks the system.
  public init(
    write: @escaping @Sendable (String) -> Void,
    writeError: @escaping @Sendable (String) -> Void,
    readLine: @escaping @Sendable () -> String?,
    isTerminal: @escaping @Sendable () -> Bool = { isatty(STDIN_FILENO) != 0 }
  ) {
    self.write = write
    self.writeError = writeError
    self.readLine = readLine
    self.isTerminal = isTerminal
  }
}
