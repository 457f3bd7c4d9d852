import KitSupport

/// Where the review tool reads answers and writes text, so tests can drive it.
public struct ReviewConsole {
  /// Reads one line of input, or returns `nil` at the end of input.
  public var readLine: () -> String?
  /// Writes text to standard output.
  public var write: (String) -> Void
  /// Writes text to standard error.
  public var writeError: (String) -> Void
  /// Writes a prompt, then reads one key press without Return, escape sequences whole,
  /// or returns `nil` at the end of input; `nil` when the input is not a terminal, so
  /// answers are whole lines.
  ///
  /// The prompt is written once the terminal reads single keys, so a key pressed as
  /// soon as it shows, Ctrl-C too, is read as a key.
  public var readKey: ((_ prompt: String) -> TerminalKeyDecoder.Key?)?
  /// Whether output may be coloured: a terminal, and `NO_COLOR` unset.
  public var usesColour: Bool

  /// Creates a console from its operations.
  ///
  /// - Parameters:
  ///   - readLine: Reads one line of input, or returns `nil` at the end.
  ///   - write: Writes to standard output.
  ///   - writeError: Writes to standard error.
  ///   - readKey: Writes a prompt and reads one key press; `nil` to read whole lines.
  ///   - usesColour: Whether output may be coloured.
  public init(
    readLine: @escaping () -> String?, write: @escaping (String) -> Void,
    writeError: @escaping (String) -> Void,
    readKey: ((_ prompt: String) -> TerminalKeyDecoder.Key?)? = nil,
    usesColour: Bool = false
  ) {
    self.readLine = readLine
    self.write = write
    self.writeError = writeError
    self.readKey = readKey
    self.usesColour = usesColour
  }
}
