import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads single key presses from a terminal, for review's one-key answers.
///
/// The terminal is in raw mode (no line editing, no echo, Ctrl-C read as a key) only
/// while one key is read, and is restored before `readKey` returns, so no exit path
/// can leave it raw.
public enum TerminalKeys {
  /// A console on the standard streams: one-key answers and colour when standard input
  /// and output are terminals, colour never when `NO_COLOR` is set.
  ///
  /// - Parameters:
  ///   - environment: The process environment, read for `NO_COLOR`.
  ///   - write: Writes to standard output.
  ///   - writeError: Writes to standard error.
  /// - Returns: The console.
  public static func console(
    environment: [String: String], write: @escaping (String) -> Void,
    writeError: @escaping (String) -> Void
  ) -> ReviewConsole {
    let isTerminal = isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1
    let noColour = !(environment["NO_COLOR"] ?? "").isEmpty
    let keys: (() -> Character?)? = isTerminal ? { readKey() } : nil
    return ReviewConsole(
      readLine: { Swift.readLine(strippingNewline: true) }, write: write, writeError: writeError,
      readKey: keys, usesColour: isTerminal && !noColour)
  }

  /// Reads one key in raw mode; Ctrl-C and Ctrl-D read as quit, end of input as `nil`.
  static func readKey() -> Character? {
    var original = termios()
    guard tcgetattr(STDIN_FILENO, &original) == 0 else {
      return Swift.readLine().flatMap(\.first)
    }
    var raw = original
    raw.c_lflag &= ~tcflag_t(ICANON | ECHO | ISIG)
    tcsetattr(STDIN_FILENO, TCSANOW, &raw)
    defer { tcsetattr(STDIN_FILENO, TCSANOW, &original) }
    var byte: UInt8 = 0
    guard read(STDIN_FILENO, &byte, 1) == 1 else { return nil }
    if byte == 3 || byte == 4 { return "q" }
    return Character(Unicode.Scalar(byte))
  }
}
