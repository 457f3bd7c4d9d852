import CommandLineSupport
import Dispatch
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The process's own terminal: keys from standard input, the screen on
/// standard output, and the signals a terminal program must answer.
///
/// Signals arrive as ``TerminalEvent``s, in order with the keys, so the
/// session handles them on the main actor and every way out of `play` runs
/// the same `leave()`. Each signal is first ignored with `signal(_:_:)`, so
/// its default action (ending or stopping the process with the terminal still
/// in raw mode) cannot happen, then watched with a Dispatch signal source,
/// which still sees it.
@MainActor
final class SystemTerminal: PlayTerminal {
  /// Signals that end `play`; it exits with 128 plus the signal's number, as a shell reports it.
  nonisolated static let stopSignals = [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGUSR1, SIGUSR2]

  private let terminal: RawTerminal
  private let sink: AsyncStream<TerminalEvent>.Continuation
  private let iterator: AsyncStream<TerminalEvent>.Iterator
  private var sources: [any DispatchSourceSignal] = []
  private var isTaken = false

  /// Wraps the process's terminal and starts watching its signals and keys;
  /// `nil` when standard input is not a terminal.
  static func open() async -> SystemTerminal? {
    guard RawTerminal.isInteractive, let raw = RawTerminal(keepsTypeAhead: false) else {
      return nil
    }
    let terminal = SystemTerminal(terminal: raw)
    await terminal.watchSignals()
    terminal.readKeys()
    return terminal
  }

  private init(terminal: RawTerminal) {
    self.terminal = terminal
    let (events, sink) = AsyncStream.makeStream(of: TerminalEvent.self)
    self.sink = sink
    iterator = events.makeAsyncIterator()
  }

  var columns: Int? { RawTerminal.columns }

  func nextEvent() async -> TerminalEvent? {
    // The iterator is a reference to the stream's storage, so a copy reads the same stream.
    var events = iterator
    return await events.next(isolation: MainActor.shared)
  }

  func write(_ text: String) {
    guard !Self.writeAll(text) else { return }
    sink.yield(.outputFailed)
  }

  func enter() {
    terminal.enter()
    write(ScreenPainter.enter)
    isTaken = true
  }

  func leave() {
    guard isTaken else { return }
    // Written even when the output failed before: whatever reaches the screen helps.
    _ = Self.writeAll(ScreenPainter.leave)
    terminal.restore()
    isTaken = false
  }

  func suspend() {
    leave()
    // SIGSTOP, not SIGTSTP: SIGTSTP no longer stops the process, so that it
    // reaches the signal source, and SIGSTOP cannot be caught or ignored, so
    // the process stops here, as the shell expects, until `fg` sends SIGCONT.
    kill(getpid(), SIGSTOP)
  }

  /// Stops watching signals and gives them their default actions back.
  func close() {
    for source in sources { source.cancel() }
    for number in Self.stopSignals + [SIGTSTP, SIGCONT, SIGWINCH, SIGPIPE] {
      signal(number, SIG_DFL)
    }
    sources = []
  }

  /// Watches every signal `play` answers, and returns once each is watched,
  /// so that none can come before its handler is in place.
  private func watchSignals() async {
    let events: [(Int32, TerminalEvent)] =
      Self.stopSignals.map { ($0, .stopSignal($0)) }
      + [(SIGTSTP, .suspendRequested), (SIGCONT, .continued), (SIGWINCH, .resized)]
    // A closed output is found by the write that fails, not by a signal.
    signal(SIGPIPE, SIG_IGN)
    #if os(Linux)
      // Dispatch on Linux reads signals from a signalfd, which sees only the
      // signals no thread takes first: block them on this thread, and on the
      // key reader that inherits its mask, so each one waits for the signalfd.
      var watched = sigset_t()
      sigemptyset(&watched)
      for (number, _) in events { sigaddset(&watched, number) }
      pthread_sigmask(SIG_BLOCK, &watched, nil)
    #endif
    for (number, event) in events {
      signal(number, SIG_IGN)
      let source = DispatchSource.makeSignalSource(signal: number, queue: .main)
      source.setEventHandler { [sink] in sink.yield(event) }
      await withCheckedContinuation { registered in
        source.setRegistrationHandler { registered.resume() }
        source.resume()
      }
      sources.append(source)
    }
  }

  /// Reads standard input on a thread of its own, and sends on the keys that mean something
  /// in `play`.
  private func readKeys() {
    let sink = sink
    let reader = Thread {
      var keys = TerminalKeyReader()
      while let pressed = keys.next() {
        for key in pressed.compactMap(Key.init) { sink.yield(.key(key)) }
      }
      sink.finish()
    }
    reader.start()
  }

  /// Writes text to standard output; `false` when the output fails.
  ///
  /// `write(contentsOf:)` throws where `write(_:)` would trap, and with
  /// SIGPIPE ignored, a closed pipe is an error here rather than a signal.
  private nonisolated static func writeAll(_ text: String) -> Bool {
    do {
      try FileHandle.standardOutput.write(contentsOf: Data(text.utf8))
      return true
    } catch {
      return false
    }
  }
}
