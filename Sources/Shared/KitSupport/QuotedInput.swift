/// Makes what a person typed safe to show inside a one-line message.
///
/// Shared by every module that quotes input back in an error.
package enum QuotedInput {
  /// The text with control characters escaped (`\u{1B}`, `\n`) and, past
  /// `limit` scalars, cut short with `…`, so a message stays one short line.
  package static func shown(_ text: String, limit: Int) -> String {
    var shown = ""
    for scalar in text.unicodeScalars.prefix(limit) {
      shown +=
        scalar.properties.generalCategory == .control
        ? scalar.escaped(asASCII: true) : String(scalar)
    }
    return text.unicodeScalars.count > limit ? shown + "…" : shown
  }

  /// The text as one word a POSIX shell reads back unchanged: as it is when it holds
  /// only letters, digits and `-_./+,:=@%`, else in single quotes (`'it'\''s'`), so a
  /// message can name a command to copy and run.
  package static func shellWord(_ text: String) -> String {
    let plain =
      !text.isEmpty && text.allSatisfy { $0.isLetter || $0.isNumber || "-_./+,:=@%".contains($0) }
    return plain ? text : "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
  }
}
