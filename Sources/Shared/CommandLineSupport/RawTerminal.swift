import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A terminal, standard input's unless another is named, switched to raw mode to read single
/// keys, and back.
///
/// Raw here means no line editing, no echo, and no signal keys, flow control or
/// carriage-return translation, so Ctrl-C, Ctrl-Z, Ctrl-S and Return arrive as bytes to read
/// as keys. A value keeps the settings the terminal had when it was made; ``enter()``
/// switches to raw mode and ``restore()`` puts back exactly those settings, and
/// ``whileRaw(_:)`` does both around a body, on every way out of it. `calc-render play`,
/// `snapshots review`, the quiz and `calc-render lesson --step` all take the terminal
/// through it, and read keys with ``TerminalKeyReader``.
package struct RawTerminal: Sendable {
  private let descriptor: Int32
  private let original: termios
  private let keepsTypeAhead: Bool

  /// Whether standard input is a terminal.
  package static var isInteractive: Bool { isatty(STDIN_FILENO) == 1 }

  /// The terminal's width in columns, when standard output is a terminal.
  package static var columns: Int? {
    var size = winsize()
    guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
    return Int(size.ws_col)
  }

  /// Keeps the settings of standard input, or of another descriptor; `nil` when it is not a
  /// terminal.
  ///
  /// - Parameters:
  ///   - descriptor: The terminal's descriptor; standard input by default.
  ///   - keepsTypeAhead: Whether keys pressed but not yet read survive a switch,
  ///     as a prompt that reads one key at a time needs; a full-screen program passes
  ///     `false`, so that keys pressed before it drew, or after it quit, are dropped rather
  ///     than taken as commands by it or by the shell.
  package init?(descriptor: Int32 = STDIN_FILENO, keepsTypeAhead: Bool = true) {
    var settings = termios()
    guard tcgetattr(descriptor, &settings) == 0 else { return nil }
    self.descriptor = descriptor
    original = settings
    self.keepsTypeAhead = keepsTypeAhead
  }

  /// Switches the terminal to raw mode; `false` when it refuses.
  @discardableResult
  package func enter() -> Bool {
    var settings = original
    settings.c_lflag &= ~tcflag_t(ICANON | ECHO | ISIG | IEXTEN)
    settings.c_iflag &= ~tcflag_t(IXON | ICRNL)
    return tcsetattr(descriptor, when, &settings) == 0
  }

  /// Puts the terminal's settings back as they were when this value was made.
  package func restore() {
    var settings = original
    _ = tcsetattr(descriptor, when, &settings)
  }

  /// Runs `body` with the terminal in raw mode, and restores it however `body` ends.
  ///
  /// - Parameter body: What to do while keys come one at a time, such as reading one.
  /// - Returns: What `body` returns.
  /// - Throws: What `body` throws.
  package func whileRaw<Value, Failure: Error>(_ body: () throws(Failure) -> Value)
    throws(Failure) -> Value
  {
    enter()
    defer { restore() }
    return try body()
  }

  /// When a switch takes effect: at once, or once output is written, dropping unread input.
  private var when: Int32 { keepsTypeAhead ? TCSANOW : TCSAFLUSH }
}
