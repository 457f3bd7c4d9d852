import KitSupport

/// Turns the bytes a terminal sends into the keys of `play`.
///
/// The terminal's bytes become keys in KitSupport's ``TerminalKeyDecoder``, which
/// reads escape sequences whole: read a byte at a time, Right arrow (`ESC [ C`) would
/// reset the entry (`C`) and Delete (`ESC [ 3 ~`) would tap 3. Each key then becomes
/// what it does in `play` (``Key``), and every key that does nothing is dropped: the
/// arrows, Delete, Home, the function keys, Alt with a key, a lone Esc.
///
/// ```swift
/// var decoder = KeyDecoder()
/// print(decoder.keys(from: Array("1\u{1B}[C\u{1B}[3~2".utf8)) == [.digit(1), .digit(2)])
/// // Prints "true"
/// ```
struct KeyDecoder {
  private var terminal = TerminalKeyDecoder()

  /// Whether the bytes so far stop inside an escape sequence.
  var isInsideSequence: Bool { terminal.isInsideSequence }

  /// The keys that `bytes` complete, given what came before them.
  mutating func keys(from bytes: some Sequence<UInt8>) -> [Key] {
    terminal.keys(from: bytes).compactMap(Key.init)
  }

  /// Ends a sequence that no more bytes will complete: a lone Esc, or a cut-off sequence.
  ///
  /// Neither means anything in `play`, so this returns no keys.
  mutating func flush() -> [Key] {
    terminal.flush().compactMap(Key.init)
  }
}
