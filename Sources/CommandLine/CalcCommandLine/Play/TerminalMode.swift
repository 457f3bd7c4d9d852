import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The terminal's settings before `play` changed them, so they can be put back.
///
/// `play` reads keys one at a time without echo, and handles Ctrl-C and
/// Ctrl-Z itself as keys, so it turns off canonical input, echo and signal
/// keys; `restore()` puts back exactly what was there.
struct TerminalMode {
  private let original: termios

  /// Whether standard input is a terminal.
  static var isInteractive: Bool { isatty(STDIN_FILENO) == 1 }

  /// Remembers standard input's settings; `nil` when it is not a terminal.
  init?() {
    var settings = termios()
    guard tcgetattr(STDIN_FILENO, &settings) == 0 else { return nil }
    original = settings
  }

  /// Switches standard input to reading single keys; `false` when the terminal refuses.
  func enterKeyMode() -> Bool {
    var settings = original
    settings.c_lflag &= ~tcflag_t(ICANON | ECHO | ISIG | IEXTEN)
    settings.c_iflag &= ~tcflag_t(IXON | ICRNL)
    return tcsetattr(STDIN_FILENO, TCSAFLUSH, &settings) == 0
  }

  /// Puts the terminal's settings back as they were.
  func restore() {
    var settings = original
    _ = tcsetattr(STDIN_FILENO, TCSAFLUSH, &settings)
  }

  /// The terminal's width in columns, when standard output is a terminal.
  static var columns: Int? {
    var size = winsize()
    guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
    return Int(size.ws_col)
  }
}
