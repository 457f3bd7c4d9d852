/// What a key does in `play`.
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

  /// The key a byte of input stands for; `nil` for keys `play` ignores.
  ///
  /// `play` turns off the terminal's signal keys, so Ctrl-C, Ctrl-D and
  /// Ctrl-Z arrive here as bytes 3, 4 and 26.
  init?(byte: UInt8) {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): self = .digit(Int(byte - UInt8(ascii: "0")))
    case 0x0A, 0x0D, UInt8(ascii: "="): self = .submit
    case UInt8(ascii: "c"), UInt8(ascii: "C"), 0x7F, 0x08: self = .reset
    case UInt8(ascii: "q"), UInt8(ascii: "Q"), 0x03, 0x04: self = .quit
    case 0x1A: self = .suspend
    default: return nil
    }
  }

  /// The line under the screen that says which keys do what.
  static let help = "0-9 tap · Enter or = sum · c or Backspace reset · q quit"
}
