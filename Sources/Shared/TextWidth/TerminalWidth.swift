/// How many terminal columns text occupies when printed.
///
/// A terminal draws most characters in one column, East Asian wide characters
/// and emoji in two, and combining marks in none, so `count` is not a width.
/// The width is measured per grapheme cluster (`Character`) from the Unicode
/// properties of its scalars:
///
/// - Combining marks, zero-width joiners, variation selectors and other
///   format or control scalars are 0 columns on their own.
/// - Hangul, Han, Hiragana, Katakana, fullwidth forms and the other East Asian
///   wide ranges are 2 columns.
/// - An emoji is 2 columns when it has emoji presentation by default, or is
///   followed by the emoji variation selector (U+FE0F); ZWJ sequences, flags
///   and keycaps are one cluster, so they are 2 columns as a whole.
/// - The text variation selector (U+FE0E) asks for a 1-column emoji.
/// - Everything else, Latin and Cyrillic included, is 1 column.
///
/// ```swift
/// print(TerminalWidth.columns(of: "Сумма 😀 中"))
/// // Prints "11"
/// ```
package enum TerminalWidth {
  /// The number of terminal columns that `text` occupies on one line.
  ///
  /// - Parameter text: The text to measure; line breaks count as 0 columns.
  /// - Returns: The sum of the widths of its grapheme clusters.
  package static func columns(of text: some StringProtocol) -> Int {
    if let plain = plainColumns(of: text) { return plain }
    return text.reduce(0) { $0 + columns(of: $1) }
  }

  /// The number of terminal columns one grapheme cluster occupies: 0, 1 or 2.
  ///
  /// - Parameter character: The grapheme cluster to measure.
  /// - Returns: 0 for a control or a lone combining mark, 2 for a wide character or emoji, else 1.
  package static func columns(of character: Character) -> Int {
    let scalars = character.unicodeScalars
    // Most text on a calculator screen is ASCII or Cyrillic: skip the property look-ups.
    if scalars.count == 1, let only = scalars.first, isPlainOneColumn(only) { return 1 }
    let widest = scalars.reduce(0) { max($0, columns(of: $1)) }
    guard widest > 0 else { return 0 }
    if scalars.contains(textPresentationSelector), !scalars.contains(where: isEastAsianWide) {
      return 1
    }
    if scalars.contains(emojiPresentationSelector),
      scalars.contains(where: { $0.properties.isEmoji })
    {
      return 2
    }
    return widest
  }

  /// Whether a scalar is one common scalar that is always 1 column and
  /// needs no care: printable ASCII, Latin, Cyrillic letters, box drawing.
  ///
  /// Plain scalars never join the scalars around them into one grapheme
  /// cluster, so text made only of them has one `Character`, and one column,
  /// per scalar.
  static func isPlainOneColumn(_ scalar: Unicode.Scalar) -> Bool {
    let value = scalar.value
    if value < 0x80 { return (0x20...0x7E).contains(value) }
    return oneColumnRanges.contains { $0.contains(value) }
  }

  /// The columns of text made only of common scalars that are always 1
  /// column and need no care (printable ASCII, Latin, Cyrillic letters, box
  /// drawing), or `nil` when it has any other.
  ///
  /// Such text is measured without grapheme breaking, one column a scalar;
  /// a renderer also knows it draws every character as it is.
  ///
  /// - Parameter text: The text to measure.
  /// - Returns: Its number of scalars when every one is plain, else `nil`.
  package static func plainColumns(of text: some StringProtocol) -> Int? {
    var count = 0
    for scalar in text.unicodeScalars {
      guard isPlainOneColumn(scalar) else { return nil }
      count += 1
    }
    return count
  }

  /// The width of one scalar standing alone.
  private static func columns(of scalar: Unicode.Scalar) -> Int {
    if isZeroWidth(scalar) { return 0 }
    if isEastAsianWide(scalar) || scalar.properties.isEmojiPresentation { return 2 }
    return 1
  }

  private static let emojiPresentationSelector: Unicode.Scalar = "\u{FE0F}"
  private static let textPresentationSelector: Unicode.Scalar = "\u{FE0E}"

  private static func isZeroWidth(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format, .control, .lineSeparator,
      .paragraphSeparator:
      return true
    default:
      return false
    }
  }

  private static func isEastAsianWide(_ scalar: Unicode.Scalar) -> Bool {
    wideRanges.contains { $0.contains(scalar.value) }
  }

  /// Common single scalars that are always 1 column, checked before the
  /// slower property lookups: Latin-1 and Latin Extended (but the soft
  /// hyphen), Cyrillic letters, box drawing.
  private static let oneColumnRanges: [ClosedRange<UInt32>] = [
    0x00A0...0x00AC, 0x00AE...0x02FF, 0x0400...0x0482, 0x048A...0x04FF, 0x2500...0x257F,
  ]

  /// The East Asian Wide and Fullwidth blocks that terminals draw in two columns.
  private static let wideRanges: [ClosedRange<UInt32>] = [
    0x1100...0x115F,  // Hangul Jamo initial consonants
    0x2329...0x232A,  // angle brackets
    0x2E80...0x303E,  // CJK radicals, punctuation, ideographic space
    0x3041...0x33FF,  // Hiragana, Katakana, Bopomofo, compatibility Jamo, CJK symbols
    0x3400...0x4DBF,  // CJK extension A
    0x4E00...0x9FFF,  // CJK unified ideographs
    0xA000...0xA4CF,  // Yi
    0xA960...0xA97F,  // Hangul Jamo extended A
    0xAC00...0xD7A3,  // Hangul syllables
    0xF900...0xFAFF,  // CJK compatibility ideographs
    0xFE10...0xFE19,  // vertical forms
    0xFE30...0xFE6F,  // CJK compatibility forms, small form variants
    0xFF00...0xFF60,  // fullwidth forms
    0xFFE0...0xFFE6,  // fullwidth signs
    0x1B000...0x1B2FF,  // Kana supplement and extensions
    0x1F200...0x1F2FF,  // enclosed ideographic supplement
    0x20000...0x2FFFD,  // CJK extensions B to F
    0x30000...0x3FFFD,  // CJK extension G and later
  ]
}
