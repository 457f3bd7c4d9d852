import CommandLineSupport

/// What a key does in `play`.
///
/// `play` reads keys with CommandLineSupport's `TerminalKeyReader`, which takes each escape
/// sequence whole: read a byte at a time, Right arrow (`ESC [ C`) would reset the entry (`C`)
/// and Delete (`ESC [ 3 ~`) would tap 3. Each key then becomes what it does here, and every
/// key that does nothing is dropped: the arrows, Delete, Home, the function keys, Alt with a
/// key, a lone Esc.
enum Key: Equatable, Sendable {
  /// Tap a digit.
  case digit(Int)
  /// Calculate the sum: Enter or `=`.
  case submit
  /// Reset: `c` or Backspace.
  case reset
  /// Quit: `q`, Ctrl-C or Ctrl-D.
  case quit
  /// Suspend to the shell until `fg`: Ctrl-Z.
  case suspend

  /// What a key the terminal sent does; `nil` for keys `play` ignores.
  ///
  /// `play` turns off the terminal's signal keys, so Ctrl-C, Ctrl-D and
  /// Ctrl-Z arrive here as control bytes 3, 4 and 26. The only escape
  /// sequences that mean something are the numeric keypad's, in application
  /// mode: `ESC O p` … `ESC O y` tap 0 to 9, `ESC O M` (keypad Enter) and
  /// `ESC O X` (keypad `=`) sum.
  init?(_ key: TerminalKeyDecoder.Key) {
    switch key {
    case .character(let character):
      guard let key = Self.keys[character] else { return nil }
      self = key
    case .enter: self = .submit
    case .backspace: self = .reset
    case .control(0x03), .control(0x04): self = .quit
    case .control(0x1A): self = .suspend
    case .control: return nil
    case .sequence(let bytes):
      guard bytes.count == 3, bytes[1] == UInt8(ascii: "O") else { return nil }
      switch bytes[2] {
      case UInt8(ascii: "p")...UInt8(ascii: "y"): self = .digit(Int(bytes[2] - UInt8(ascii: "p")))
      case UInt8(ascii: "M"), UInt8(ascii: "X"): self = .submit
      default: return nil
      }
    }
  }

  private static let keys: [Character: Key] = [
    "0": .digit(0), "1": .digit(1), "2": .digit(2), "3": .digit(3), "4": .digit(4),
    "5": .digit(5), "6": .digit(6), "7": .digit(7), "8": .digit(8), "9": .digit(9),
    "=": .submit, "c": .reset, "C": .reset, "q": .quit, "Q": .quit,
  ]

  /// The line under the screen that says which keys do what.
  static let help = "0-9 tap · Enter or = sum · c or Backspace reset · q quit"
}
