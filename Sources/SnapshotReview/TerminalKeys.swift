import Foundation
import KitSupport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads single key presses from a terminal, for review's one-key answers.
///
/// The terminal is in raw mode (no line editing, no echo, Ctrl-C read as a key) only
/// while one key is read, and is restored before `readKey` returns, so no exit path
/// can leave it raw. Bytes become keys in KitSupport's ``TerminalKeyDecoder``, the
/// decoder `calc-render play` uses too, so an arrow or a function key is one key.
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
    let reader = KeyReader(write: write)
    return ReviewConsole(
      readLine: { Swift.readLine(strippingNewline: true) }, write: write, writeError: writeError,
      readKey: isTerminal ? { reader.next(after: $0) } : nil, usesColour: isTerminal && !noColour)
  }
}

/// Reads keys from standard input, one press at a time, in raw mode while it reads.
private final class KeyReader {
  private let write: (String) -> Void
  private var decoder = TerminalKeyDecoder()
  private var waiting: [TerminalKeyDecoder.Key] = []

  init(write: @escaping (String) -> Void) {
    self.write = write
  }

  /// How long a lone Esc waits for the rest of a sequence, in milliseconds, as in `play`.
  private static let escapeWait: Int32 = 50

  /// Writes `prompt` once the terminal is in raw mode, then reads the next key; `nil`
  /// at the end of input.
  func next(after prompt: String) -> TerminalKeyDecoder.Key? {
    if !waiting.isEmpty {
      write(prompt)
      return waiting.removeFirst()
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
    while waiting.isEmpty {
      var byte: UInt8 = 0
      let count = read(STDIN_FILENO, &byte, 1)
      if count < 0 && errno == EINTR { continue }
      guard count == 1 else {
        waiting += decoder.flush()
        break
      }
      waiting += decoder.keys(from: [byte])
      if decoder.isInsideSequence && !Self.hasInput(within: Self.escapeWait) {
        waiting += decoder.flush()
      }
    }
    return waiting.isEmpty ? nil : waiting.removeFirst()
  }

  /// Whether standard input has bytes to read within `milliseconds`.
  private static func hasInput(within milliseconds: Int32) -> Bool {
    var descriptor = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
    return poll(&descriptor, 1, milliseconds) > 0
  }
}
