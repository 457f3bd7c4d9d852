import Foundation
import KitSupport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads keys from standard input one press at a time, for answers of one key.
///
/// The terminal is in raw mode (no line editing, no echo, Ctrl-C read as a key) only
/// while one key is read, and is restored before ``next(after:)`` returns, so no exit
/// path can leave it raw. The prompt is written once the terminal reads single keys, so
/// a key pressed as soon as it shows, Ctrl-C too, is read as a key. Bytes become keys in
/// KitSupport's `TerminalKeyDecoder`, the decoder `calc-render play` uses too, so an
/// arrow or a function key is one key.
final class TerminalKeys: Sendable {
  private struct State {
    var decoder = TerminalKeyDecoder()
    var waiting: [TerminalKeyDecoder.Key] = []
  }

  /// How long a lone Esc waits for the rest of a sequence, in milliseconds, as in `play`.
  private static let escapeWait: Int32 = 50

  private let write: @Sendable (String) -> Void
  private let state = Locked(State())

  /// A reader that writes prompts with `write`.
  init(write: @escaping @Sendable (String) -> Void) {
    self.write = write
  }

  /// Writes `prompt` once the terminal is in raw mode, then reads the next key; `nil`
  /// at the end of input.
  func next(after prompt: String) -> TerminalKeyDecoder.Key? {
    state.withLock { state in
      if !state.waiting.isEmpty {
        write(prompt)
        return state.waiting.removeFirst()
      }
      var original = termios()
      guard tcgetattr(STDIN_FILENO, &original) == 0 else {
        write(prompt)
        return Swift.readLine().flatMap(\.first).map { .character($0) }
      }
      var raw = original
      raw.c_lflag &= ~tcflag_t(ICANON | ECHO | ISIG)
      tcsetattr(STDIN_FILENO, TCSANOW, &raw)
      defer { tcsetattr(STDIN_FILENO, TCSANOW, &original) }
      write(prompt)
      while state.waiting.isEmpty {
        var byte: UInt8 = 0
        let count = read(STDIN_FILENO, &byte, 1)
        if count < 0 && errno == EINTR { continue }
        guard count == 1 else {
          state.waiting += state.decoder.flush()
          break
        }
        state.waiting += state.decoder.keys(from: [byte])
        if state.decoder.isInsideSequence && !Self.hasInput(within: Self.escapeWait) {
          state.waiting += state.decoder.flush()
        }
      }
      return state.waiting.isEmpty ? nil : state.waiting.removeFirst()
    }
  }

  /// Whether standard input has bytes to read within `milliseconds`.
  private static func hasInput(within milliseconds: Int32) -> Bool {
    var descriptor = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
    return poll(&descriptor, 1, milliseconds) > 0
  }
}
