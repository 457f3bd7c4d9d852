import Foundation
import KitSupport

/// Reads keys from standard input one press at a time, for answers of one key.
///
/// The terminal is in raw mode (``RawTerminal``) only while one key is read, and is restored
/// before ``next(after:)`` returns, so no exit path can leave it raw. The prompt is written
/// once the terminal reads single keys, so a key pressed as soon as it shows, Ctrl-C too, is
/// read as a key. Keys come from a ``TerminalKeyReader``, so an arrow or a function key is
/// one key; keys that arrive together wait for the next calls.
///
/// The lock here guards only the reader and the waiting keys, never a read: the reader is
/// taken out for the blocking read and put back after it.
final class TerminalKeys: Sendable {
  private struct State {
    var reader: TerminalKeyReader? = TerminalKeyReader()
    var waiting: [TerminalKeyDecoder.Key] = []
  }

  private let write: @Sendable (String) -> Void
  private let state = Locked(State())

  /// A reader that writes prompts with `write`.
  init(write: @escaping @Sendable (String) -> Void) {
    self.write = write
  }

  /// Writes `prompt` once the terminal is in raw mode, then reads the next key; `nil`
  /// at the end of input.
  func next(after prompt: String) -> TerminalKeyDecoder.Key? {
    let waiting = state.withLock { state in
      state.waiting.isEmpty ? nil : state.waiting.removeFirst()
    }
    if let waiting {
      write(prompt)
      return waiting
    }
    guard let terminal = RawTerminal() else {
      write(prompt)
      return Swift.readLine().flatMap(\.first).map { .character($0) }
    }
    return terminal.whileRaw {
      write(prompt)
      return read()
    }
  }

  /// Reads until a key comes, without the lock held; `nil` at the end of input.
  private func read() -> TerminalKeyDecoder.Key? {
    var reader =
      state.withLock { state in
        defer { state.reader = nil }
        return state.reader
      } ?? TerminalKeyReader()
    defer { state.withLock { $0.reader = reader } }
    while let keys = reader.next() {
      guard let first = keys.first else { continue }
      state.withLock { $0.waiting += keys.dropFirst() }
      return first
    }
    return nil
  }
}
