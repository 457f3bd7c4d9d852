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
}
