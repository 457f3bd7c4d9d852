/// Writes inline snapshots' text into their calls, as byte edits of a source file.
///
/// The new closure is a multi-line literal indented one step deeper than the call's line
/// (in its tabs or spaces), raw (`#"""`) when the text holds `\` or `"""`, with the
/// line's own line ending (LF or CRLF). Characters Swift rejects in a literal (control
/// characters but tab and line feed, and DEL) are written as escapes such as `\u{7F}`;
/// a carriage return as `\r`, since a raw one would read as a line break. A call without
/// a snapshot gains a closure after its `)`; `matches: nil` becomes `matches: { … }`.
/// Nothing else in the file changes.
enum InlineSnapshotEditor {
  /// One edit: the bytes to replace and what replaces them.
  struct Edit: Equatable {
    var range: Range<Int>
    var replacement: [UInt8]

    /// How many bytes the edit adds (negative when it removes some).
    var delta: Int { replacement.count - range.count }
  }

  /// The edit that makes `call` hold `text`, the snapshot text without its final newline.
  static func edit(_ call: InlineSnapshotCall, text: String, in bytes: [UInt8]) -> Edit {
    let lineStart = bytes[..<call.nameStart].lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
    var indentEnd = lineStart
    while indentEnd < call.nameStart, bytes[indentEnd] == 0x20 || bytes[indentEnd] == 0x09 {
      indentEnd += 1
    }
    let indentation = String(decoding: bytes[lineStart..<indentEnd], as: UTF8.self)
    let lineEnd = bytes[call.open...].firstIndex(of: UInt8(ascii: "\n"))
    let newline = lineEnd.map { $0 > 0 && bytes[$0 - 1] == 0x0D } == true ? "\r\n" : "\n"
    let closure = Array(closure(text, indentation: indentation, newline: newline).utf8)
    switch call.place {
    case .trailingClosure(let braces):
      return Edit(range: braces, replacement: closure)
    case .matchesArgument(let value, _):
      return Edit(range: value, replacement: closure)
    case .none(let after):
      return Edit(range: after..<after, replacement: Array(" ".utf8) + closure)
    }
  }

  /// Applies edits that do not overlap, wherever they are in the file.
  static func apply(_ edits: [Edit], to bytes: [UInt8]) -> [UInt8] {
    var edited = bytes
    for edit in edits.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
      edited.replaceSubrange(edit.range, with: edit.replacement)
    }
    return edited
  }

  /// Where `offset` of the original file is once `edits` are applied; an offset inside
  /// a replaced range has no place, and is `nil`.
  static func moved(_ offset: Int, by edits: [Edit]) -> Int? {
    var moved = offset
    for edit in edits {
      if edit.range.contains(offset) { return nil }
      if edit.range.upperBound <= offset { moved += edit.delta }
    }
    return moved
  }

  /// `{`, the literal one step deeper than `indentation`, and `}` at `indentation`.
  static func closure(_ text: String, indentation: String, newline: String) -> String {
    let step = indentation.first == "\t" ? "\t" : "  "
    let inner = indentation + step
    let hashes = String(repeating: "#", count: hashCount(for: text))
    let escape = "\\" + hashes
    var literal = "{" + newline + inner + hashes + "\"\"\"" + newline
    // Rows end at line feeds alone, so a CRLF in the text keeps its carriage return.
    for row in text.utf8.split(separator: 0x0A, omittingEmptySubsequences: false) {
      let escaped = String(decoding: row, as: UTF8.self).unicodeScalars
        .map { escaping($0, with: escape) }.joined()
      literal += (escaped.isEmpty ? "" : inner + escaped) + newline
    }
    return literal + inner + "\"\"\"" + hashes + newline + indentation + "}"
  }

  /// A scalar as a multi-line literal may hold it: itself, or an escape.
  private static func escaping(_ scalar: Unicode.Scalar, with escape: String) -> String {
    switch scalar.value {
    case 0x09, 0x20..<0x7F, 0x80...: return String(scalar)
    case 0x0D: return escape + "r"
    case 0x00: return escape + "0"
    default: return escape + "u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
    }
  }

  /// The fewest `#`s that make neither `\` nor `"""` in the text special.
  static func hashCount(for text: String) -> Int {
    var count = 0
    while true {
      let hashes = String(repeating: "#", count: count)
      if !text.contains("\\" + hashes) && !text.contains("\"\"\"" + hashes) { return count }
      count += 1
    }
  }
}
