/// Where the review tool reads answers and writes text, so tests can drive it.
public struct ReviewConsole {
  /// Reads one line of input, or returns `nil` at the end of input.
  public var readLine: () -> String?
  /// Writes text to standard output.
  public var write: (String) -> Void
  /// Writes text to standard error.
  public var writeError: (String) -> Void

  /// Creates a console from its three operations.
  ///
  /// - Parameters:
  ///   - readLine: Reads one line of input, or returns `nil` at the end.
  ///   - write: Writes to standard output.
  ///   - writeError: Writes to standard error.
  public init(
    readLine: @escaping () -> String?, write: @escaping (String) -> Void,
    writeError: @escaping (String) -> Void
  ) {
    self.readLine = readLine
    self.write = write
    self.writeError = writeError
  }
}
