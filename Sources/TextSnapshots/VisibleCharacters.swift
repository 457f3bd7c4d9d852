/// Makes characters that a terminal hides visible in failure text.
///
/// Tab becomes `→`, carriage return `␍`, escape `␛`, other control characters their
/// Unicode control picture, and spaces at the end of a line `·`.
enum VisibleCharacters {
  static func show(_ line: Substring) -> String {
    let body = line.reversed().drop { $0 == " " }.count
    var output = ""
    for (offset, character) in line.enumerated() {
      output += offset >= body && character == " " ? "·" : picture(of: character)
    }
    return output
  }

  private static func picture(of character: Character) -> String {
    switch character {
    case "\t": return "→"
    case "\r": return "␍"
    case "\u{1B}": return "␛"
    default:
      guard let scalar = character.unicodeScalars.first, character.unicodeScalars.count == 1,
        scalar.value < 0x20 || scalar.value == 0x7F,
        let picture = Unicode.Scalar(scalar.value == 0x7F ? 0x2421 : 0x2400 + scalar.value)
      else { return String(character) }
      return String(picture)
    }
  }
}
