import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads keys from a terminal in raw mode, escape sequences whole, one blocking read at a
/// time.
///
/// Bytes become keys in ``TerminalKeyDecoder``. A lone Esc cannot be told from
/// the start of a sequence until more bytes come or none do, so after bytes that stop inside
/// a sequence the reader waits ``escapeWait`` for the rest, then takes what it has. The
/// reader is a value its one user owns, such as `play`'s key thread: nothing is locked
/// while ``next()`` waits for a key.
package struct TerminalKeyReader: Sendable {
  /// How long, in milliseconds, the reader waits for the rest of an escape sequence before
  /// taking what it has as a lone Esc.
  package static let escapeWait: Int32 = 50

  private let descriptor: Int32
  private var decoder = TerminalKeyDecoder()

  /// A reader of standard input, or of another descriptor.
  package init(descriptor: Int32 = STDIN_FILENO) {
    self.descriptor = descriptor
  }

  /// Waits for the next bytes and returns the keys they complete, which may be none, such as
  /// after the first half of a sequence; `nil` at the end of input.
  package mutating func next() -> [TerminalKeyDecoder.Key]? {
    var buffer = [UInt8](repeating: 0, count: 256)
    var count = 0
    repeat {
      count = read(descriptor, &buffer, buffer.count)
    } while count < 0 && errno == EINTR
    guard count > 0 else {
      let rest = decoder.flush()
      return rest.isEmpty ? nil : rest
    }
    var keys = decoder.keys(from: buffer[..<count])
    if decoder.isInsideSequence && !hasInput(within: Self.escapeWait) {
      keys += decoder.flush()
    }
    return keys
  }

  /// Whether the descriptor has bytes to read within `milliseconds`.
  private func hasInput(within milliseconds: Int32) -> Bool {
    var waiting = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
    return poll(&waiting, 1, milliseconds) > 0
  }
}
