/// Turns the bytes a terminal sends into keys, reading escape sequences whole.
///
/// A terminal sends most keys as one byte, but arrows, Delete, Home, End and
/// the function keys as escape sequences: Right arrow is `ESC [ C`, Delete is
/// `ESC [ 3 ~`, F1 is `ESC O P`, F5 is `ESC [ 1 5 ~`. Read a byte at a time,
/// Right arrow would reset the entry (`C`) and Delete would tap 3, so the
/// decoder takes each sequence as one key. The only sequences that mean
/// something in `play` are the numeric keypad's, in application mode:
/// `ESC O p` … `ESC O y` tap 0 to 9, `ESC O M` (keypad Enter) and `ESC O X`
/// (keypad `=`) sum. Every other sequence is ignored, as is Alt with a key.
///
/// A lone Esc meant nothing in `play` before sequences were decoded and means
/// nothing now: when the bytes end just after it, ``isInsideSequence`` is
/// `true`, and the reader calls ``flush()`` if no more bytes come soon.
///
/// ```swift
/// var decoder = KeyDecoder()
/// print(decoder.keys(from: Array("1\u{1B}[C\u{1B}[3~2".utf8)) == [.digit(1), .digit(2)])
/// // Prints "true"
/// ```
struct KeyDecoder {
  private enum State {
    /// Between keys.
    case ground
    /// After ESC.
    case escape
    /// Inside `ESC [`, before its final byte.
    case controlSequence
    /// After `ESC O`, waiting for the one final byte.
    case singleShift
  }

  private var state = State.ground

  /// Whether the bytes so far stop inside an escape sequence.
  var isInsideSequence: Bool {
    if case .ground = state { return false }
    return true
  }

  /// The keys that `bytes` complete, given what came before them.
  mutating func keys(from bytes: some Sequence<UInt8>) -> [Key] {
    bytes.compactMap { key(after: $0) }
  }

  /// Ends a sequence that no more bytes will complete: a lone Esc, or a cut-off sequence.
  ///
  /// Neither means anything in `play`, so this returns no keys.
  mutating func flush() -> [Key] {
    state = .ground
    return []
  }

  private mutating func key(after byte: UInt8) -> Key? {
    switch state {
    case .ground:
      guard byte != 0x1B else {
        state = .escape
        return nil
      }
      return Key(byte: byte)
    case .escape:
      return afterEscape(byte)
    case .controlSequence:
      return inControlSequence(byte)
    case .singleShift:
      state = .ground
      return isControl(byte) ? key(after: byte) : Self.keypad(byte)
    }
  }

  private mutating func afterEscape(_ byte: UInt8) -> Key? {
    switch byte {
    case UInt8(ascii: "["):
      state = .controlSequence
      return nil
    case UInt8(ascii: "O"):
      state = .singleShift
      return nil
    case 0x1B:
      // A lone Esc, then the start of something else.
      return nil
    default:
      // A control byte after Esc is a key of its own, so Ctrl-C always quits;
      // any other byte is Alt with that key, which means nothing here.
      state = .ground
      return isControl(byte) ? key(after: byte) : nil
    }
  }

  private mutating func inControlSequence(_ byte: UInt8) -> Key? {
    switch byte {
    case 0x20...0x3F:
      // Parameters and intermediates, as in `ESC [ 1 ; 5 C`.
      return nil
    case 0x40...0x7E:
      // The final byte ends the sequence; no control sequence means anything in play.
      state = .ground
      return nil
    default:
      // Not a sequence after all: drop what was read and take the byte as it is.
      state = .ground
      return key(after: byte)
    }
  }

  private func isControl(_ byte: UInt8) -> Bool {
    byte < 0x20 || byte == 0x7F
  }

  /// The numeric keypad's keys in application mode: `ESC O` and one byte.
  private static func keypad(_ byte: UInt8) -> Key? {
    switch byte {
    case UInt8(ascii: "p")...UInt8(ascii: "y"): .digit(Int(byte - UInt8(ascii: "p")))
    case UInt8(ascii: "M"), UInt8(ascii: "X"): .submit
    default: nil
    }
  }
}
