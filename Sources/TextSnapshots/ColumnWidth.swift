/// How many terminal columns text takes, so screens line up in failure text.
///
/// A small copy of the renderer's rules, because TextSnapshots depends on no other
/// module: East Asian wide and fullwidth characters and emoji take two columns,
/// combining marks and invisible format characters none, everything else one.
enum ColumnWidth {
  /// The columns one character takes.
  static func of(_ character: Character) -> Int {
    if let ascii = character.asciiValue { return (0x20...0x7E).contains(ascii) ? 1 : 0 }
    let scalars = character.unicodeScalars
    if scalars.contains(where: isWide) { return 2 }
    if scalars.contains("\u{FE0F}"), scalars.contains(where: { $0.properties.isEmoji }) {
      return 2
    }
    return scalars.contains(where: takesAColumn) ? 1 : 0
  }

  /// The columns a line of text takes.
  static func of<Text: StringProtocol>(_ text: Text) -> Int {
    text.reduce(0) { $0 + of($1) }
  }

  private static func takesAColumn(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format, .control: false
    default: true
    }
  }

  private static func isWide(_ scalar: Unicode.Scalar) -> Bool {
    if scalar.properties.isEmojiPresentation { return true }
    switch scalar.value {
    case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF,
      0x4E00...0x9FFF, 0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF,
      0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x20000...0x3FFFD:
      return true
    default:
      return false
    }
  }
}
