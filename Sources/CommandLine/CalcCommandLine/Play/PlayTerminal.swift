/// Something that happened at the terminal while `play` runs.
enum TerminalEvent: Equatable, Sendable {
  /// A key was pressed.
  case key(Key)
  /// The window changed size (SIGWINCH): draw again at the new width.
  case resized
  /// The process was told to stop (SIGTSTP): give the terminal back to the shell.
  case suspendRequested
  /// The process was continued after a stop (SIGCONT): take the terminal again and redraw.
  case continued
  /// A signal that ends `play` (SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGUSR1, SIGUSR2).
  case stopSignal(Int32)
  /// The screen can no longer be written: the terminal or the pipe is gone.
  case outputFailed
}

/// The terminal `play` runs in: where its keys come from, where it draws, and its size.
///
/// ``SystemTerminal`` is the process's own terminal, with its raw mode, its
/// alternate screen and its signals; tests pass a scripted one, so `play`'s
/// logic runs in memory, on a manual clock, with no real terminal.
@MainActor
protocol PlayTerminal: AnyObject {
  /// The terminal's width in columns, when it is known.
  var columns: Int? { get }

  /// Waits for the next event; `nil` when input has ended.
  func nextEvent() async -> TerminalEvent?

  /// Writes text to the screen.
  func write(_ text: String)

  /// Takes the terminal: keys one at a time without echo, on the alternate screen.
  ///
  /// Safe to call again after ``leave()`` or a stop: it is how `play` comes back.
  func enter()

  /// Puts the terminal back as it was: the normal screen, the cursor, its settings.
  func leave()

  /// Stops the process, as Ctrl-Z does in a shell, after ``leave()``.
  ///
  /// It returns, if at all, when the process is continued; ``TerminalEvent/continued`` follows.
  func suspend()
}
