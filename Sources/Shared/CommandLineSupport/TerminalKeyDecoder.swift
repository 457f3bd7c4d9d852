/// Turns the bytes a terminal sends into keys, reading escape sequences whole.
///
/// A terminal sends most keys as one byte, but arrows, Delete, Home, End and the
/// function keys as escape sequences: Up arrow is `ESC [ A`, Delete is `ESC [ 3 ~`,
/// F1 is `ESC O P`, F5 is `ESC [ 1 5 ~`, and Alt with a key is `ESC` and that key. Read
/// a byte at a time, Up arrow would be three keys, the last one `A`; the decoder takes
/// each sequence as one ``Key/sequence(_:)`` instead, and a letter of any script as one
/// ``Key/character(_:)`` however many bytes its UTF-8 takes.
///
/// A control byte inside a sequence is a key of its own, so Ctrl-C always arrives. A
/// lone Esc cannot be told from the start of a sequence until more bytes come or none
/// do: when the bytes end just after it, ``isInsideSequence`` is `true`, and the reader
/// calls ``flush()`` if no more bytes come soon. CommandLineSupport's `TerminalKeyReader`
/// reads keys through it for `calc-render play`, `snapshots review` and every prompt of one
/// key.
///
/// ```swift
/// var decoder = TerminalKeyDecoder()
/// let keys = decoder.keys(from: Array("a\u{1B}[A\r".utf8))
/// print(keys == [.character("a"), .sequence([0x1B, 0x5B, 0x41]), .enter])
/// // Prints "true"
/// ```
package struct TerminalKeyDecoder: Sendable {
  /// One key press.
  package enum Key: Equatable, Sendable {
    /// A printable character: a letter, digit, space or sign, in any script.
    case character(Character)
    /// Return or Enter: a carriage return or a line feed.
    case enter
    /// Backspace: DEL or Ctrl-H.
    case backspace
    /// Another control byte, such as 3 for Ctrl-C, 4 for Ctrl-D, 26 for Ctrl-Z, 9 for Tab.
    case control(UInt8)
    /// An escape sequence read whole, starting with ESC: an arrow, a function key, Alt
    /// with a key, or a lone Esc (`[0x1B]`).
    case sequence([UInt8])
  }

  private enum State: Sendable {
    /// Between keys.
    case ground
    /// After ESC.
    case escape
    /// Inside `ESC [`, before its final byte.
    case controlSequence([UInt8])
    /// After `ESC O`, waiting for the one final byte.
    case singleShift
    /// Inside a character of several UTF-8 bytes, this many still to come.
    case character([UInt8], remaining: Int)
  }

  private static let escape: UInt8 = 0x1B
  private var state = State.ground

  /// Creates a decoder between keys.
  package init() {}

  /// Whether the bytes so far stop inside an escape sequence or a character.
  package var isInsideSequence: Bool {
    if case .ground = state { return false }
    return true
  }

  /// The keys that `bytes` complete, given what came before them.
  ///
  /// - Parameter bytes: Bytes as the terminal sent them, in any pieces.
  /// - Returns: The keys those bytes end, in order.
  package mutating func keys(from bytes: some Sequence<UInt8>) -> [Key] {
    var keys: [Key] = []
    for byte in bytes { take(byte, into: &keys) }
    return keys
  }

  /// Ends what no more bytes will complete: a lone Esc, or a cut-off sequence, each
  /// as the ``Key/sequence(_:)`` read so far; half a character is dropped.
  ///
  /// - Returns: The key the bytes so far make, if any.
  package mutating func flush() -> [Key] {
    defer { state = .ground }
    switch state {
    case .escape: return [.sequence([Self.escape])]
    case .controlSequence(let bytes): return [.sequence(bytes)]
    case .singleShift: return [.sequence([Self.escape, UInt8(ascii: "O")])]
    case .ground, .character: return []
    }
  }

  private mutating func take(_ byte: UInt8, into keys: inout [Key]) {
    switch state {
    case .ground:
      ground(byte, into: &keys)
    case .escape:
      afterEscape(byte, into: &keys)
    case .controlSequence(let bytes):
      switch byte {
      case 0x20...0x3F:
        // Parameters and intermediates, as in `ESC [ 1 ; 5 C`.
        state = .controlSequence(bytes + [byte])
      case 0x40...0x7E:
        state = .ground
        keys.append(.sequence(bytes + [byte]))
      default:
        // Not a sequence after all: drop what was read and take the byte as it is.
        state = .ground
        ground(byte, into: &keys)
      }
    case .singleShift:
      state = .ground
      if Self.isControl(byte) {
        ground(byte, into: &keys)
      } else {
        keys.append(.sequence([Self.escape, UInt8(ascii: "O"), byte]))
      }
    case .character(let bytes, let remaining):
      guard byte & 0xC0 == 0x80 else {
        // Not a continuation byte: the character was cut off, so it is dropped.
        state = .ground
        ground(byte, into: &keys)
        return
      }
      guard remaining == 1 else {
        state = .character(bytes + [byte], remaining: remaining - 1)
        return
      }
      state = .ground
      var iterator = (bytes + [byte]).makeIterator()
      var utf8 = UTF8()
      if case .scalarValue(let scalar) = utf8.decode(&iterator) {
        keys.append(.character(Character(scalar)))
      }
    }
  }

  private mutating func ground(_ byte: UInt8, into keys: inout [Key]) {
    switch byte {
    case Self.escape: state = .escape
    case 0x0D, 0x0A: keys.append(.enter)
    case 0x7F, 0x08: keys.append(.backspace)
    case 0x00..<0x20: keys.append(.control(byte))
    case 0x20..<0x7F: keys.append(.character(Character(Unicode.Scalar(byte))))
    case 0xC2...0xDF: state = .character([byte], remaining: 1)
    case 0xE0...0xEF: state = .character([byte], remaining: 2)
    case 0xF0...0xF4: state = .character([byte], remaining: 3)
    default: break
    }
  }

  private mutating func afterEscape(_ byte: UInt8, into keys: inout [Key]) {
    switch byte {
    case UInt8(ascii: "["):
      state = .controlSequence([Self.escape, byte])
    case UInt8(ascii: "O"):
      state = .singleShift
    case Self.escape:
      // A lone Esc, then the start of something else.
      keys.append(.sequence([Self.escape]))
    case _ where Self.isControl(byte) || byte >= 0x80:
      // A control byte after Esc is a key of its own, so Ctrl-C always arrives.
      keys.append(.sequence([Self.escape]))
      state = .ground
      ground(byte, into: &keys)
    default:
      // Alt with a key.
      state = .ground
      keys.append(.sequence([Self.escape, byte]))
    }
  }

  private static func isControl(_ byte: UInt8) -> Bool {
    byte < 0x20 || byte == 0x7F
  }
}
