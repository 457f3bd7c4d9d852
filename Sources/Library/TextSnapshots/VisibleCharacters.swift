/// Makes characters that a terminal hides or obeys visible in failure text.
///
/// Tab becomes `→`, carriage return `␍`, escape `␛`, other C0 control characters and DEL
/// their Unicode control picture, spaces at the end of a line `·`, and C1 control and
/// invisible format characters (such as U+009B, U+200B, U+202E) `<U+009B>`.
package enum VisibleCharacters {
  /// One line of text with its hidden characters made visible.
  ///
  /// - Parameter line: A line without its newline.
  /// - Returns: The line as failure text and the review tool show it.
  package static func show(_ line: Substring) -> String {
    if isPlain(line) { return String(line) }
    let body = line.reversed().drop { $0 == " " }.count
    var output = ""
    for (offset, character) in line.enumerated() {
      output += offset >= body && character == " " ? "·" : picture(of: character)
    }
    return output
  }

  /// Whether a line has nothing to show differently.
  ///
  /// A plain line has no trailing space, and only printable ASCII, Latin-1 letters and signs but the soft hyphen, Greek, Cyrillic and
  /// box drawing, none of which a terminal hides. Most screen lines are plain, and
  /// skipping them keeps a failure message cheap next to its diff.
  private static func isPlain(_ line: Substring) -> Bool {
    guard line.utf8.last != UInt8(ascii: " ") else { return false }
    return line.unicodeScalars.allSatisfy { scalar in
      switch scalar.value {
      case 0x20...0x7E, 0xA0...0xAC, 0xAE...0x2FF, 0x370...0x52F, 0x2500...0x257F: true
      default: false
      }
    }
  }

  private static func picture(of character: Character) -> String {
    switch character {
    case "\t": return "→"
    case "\r": return "␍"
    case "\u{1B}": return "␛"
    default:
      guard let scalar = character.unicodeScalars.first, character.unicodeScalars.count == 1
      else { return String(character) }
      if scalar.value < 0x20 || scalar.value == 0x7F,
        let picture = Unicode.Scalar(scalar.value == 0x7F ? 0x2421 : 0x2400 + scalar.value)
      {
        return String(picture)
      }
      if (0x80...0x9F).contains(scalar.value) || scalar.properties.generalCategory == .format {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        return "<U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex + ">"
      }
      return String(character)
    }
  }
}
