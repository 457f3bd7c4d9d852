/// Makes characters that a terminal hides or obeys visible in failure text.
///
/// Tab becomes `→`, carriage return `␍`, escape `␛`, other C0 control characters and DEL
/// their Unicode control picture, spaces at the end of a line `·`, and every other
/// scalar ``isHidden(_:)`` names (C1 controls, non-ASCII spaces such as U+00A0, format
/// characters such as U+200B and U+202E, line and paragraph separators) `<U+00A0>`.
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

  /// One line with every scalar outside ASCII shown as `<U+XXXX>`, and hidden ASCII
  /// characters as ``show(_:)`` shows them.
  ///
  /// A failure shows lines this way when they look alike but differ in their scalars,
  /// such as `café` with a composed `é` (`caf<U+00E9>`) and with `e` and a combining
  /// accent (`cafe<U+0301>`).
  package static func showScalars(_ line: Substring) -> String {
    var escaped = ""
    for scalar in line.unicodeScalars {
      escaped += scalar.isASCII ? String(scalar) : code(of: scalar)
    }
    return show(Substring(escaped))
  }

  /// `<U+XXXX>`, with at least four hexadecimal digits.
  static func code(of scalar: Unicode.Scalar) -> String {
    let hex = String(scalar.value, radix: 16, uppercase: true)
    return "<U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex + ">"
  }

  /// Whether a line has nothing to show differently.
  ///
  /// A plain line has no trailing space, and only printable ASCII, Latin-1 letters and
  /// signs but the no-break space and the soft hyphen, Greek, Cyrillic and box drawing,
  /// none of which a terminal hides. Most screen lines are plain, and skipping them
  /// keeps a failure message cheap next to its diff.
  private static func isPlain(_ line: Substring) -> Bool {
    guard line.utf8.last != UInt8(ascii: " ") else { return false }
    return line.unicodeScalars.allSatisfy { scalar in
      switch scalar.value {
      case 0x20...0x7E, 0xA1...0xAC, 0xAE...0x2FF, 0x370...0x52F, 0x2500...0x257F: true
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
      var output = ""
      let scalars = Array(character.unicodeScalars)
      for (index, scalar) in scalars.enumerated() {
        if scalar.value < 0x20 || scalar.value == 0x7F,
          let picture = Unicode.Scalar(scalar.value == 0x7F ? 0x2421 : 0x2400 + scalar.value)
        {
          output.unicodeScalars.append(picture)
        } else if isHidden(
          scalar, after: index > 0 ? scalars[index - 1] : nil,
          before: index + 1 < scalars.count ? scalars[index + 1] : nil)
        {
          output += code(of: scalar)
        } else {
          output.unicodeScalars.append(scalar)
        }
      }
      return output
    }
  }

  /// Whether a reader cannot see a scalar, or cannot tell it from a plain space: control
  /// characters (general category Cc) but tab and line feed, spaces (Zs) but U+0020,
  /// format characters (Cf, such as U+200B and bidi controls), line and paragraph
  /// separators (Zl, Zp), and the other default-ignorable scalars (such as U+3164) but
  /// variation selectors, which choose how the character before them is drawn.
  ///
  /// Failure text shows such a scalar as `<U+XXXX>`, and an inline snapshot's literal
  /// holds it as an escape such as `\u{A0}`. A zero-width joiner between two emoji
  /// (`👩‍👧`) joins them into one picture a reader sees, and is not hidden.
  ///
  /// - Parameters:
  ///   - scalar: The scalar.
  ///   - previous: The scalar before it in the text, if any.
  ///   - next: The scalar after it in the text, if any.
  /// - Returns: Whether to write the scalar as a code or an escape.
  package static func isHidden(
    _ scalar: Unicode.Scalar, after previous: Unicode.Scalar? = nil,
    before next: Unicode.Scalar? = nil
  ) -> Bool {
    if scalar.value == 0x200D, let previous, let next, isEmojiPart(previous), isEmojiPart(next) {
      return false
    }
    switch scalar.value {
    case 0x09, 0x0A, 0x20: return false
    case 0xFE00...0xFE0F, 0xE0100...0xE01EF: return false
    default: break
    }
    switch scalar.properties.generalCategory {
    case .control, .spaceSeparator, .format, .lineSeparator, .paragraphSeparator: return true
    default: return scalar.properties.isDefaultIgnorableCodePoint
    }
  }

  /// Whether a scalar can stand next to a zero-width joiner in an emoji sequence: an
  /// emoji above Latin-1 (not a digit or `#`), or the variation selector U+FE0F.
  private static func isEmojiPart(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value == 0xFE0F || (scalar.value > 0xFF && scalar.properties.isEmoji)
  }
}
