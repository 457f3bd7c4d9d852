import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads single key presses from a terminal, for answers of one key.
///
/// The terminal is in raw mode (no line editing, no echo, Ctrl-C read as a key) only
/// while one key is read, and is restored before `readKey` returns, so no exit path
/// can leave it raw.
enum TerminalKeys {
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
