/// The size of text, reduced to what a terminal can show: body or title.
///
/// A terminal has one font, so a title stands out by what is drawn around
/// it, never by changing its characters:
///
/// - A title `Text` is underlined by a row of `=` (`═` in the Unicode style)
///   as wide as its widest line.
/// - A title `Button` has a space inside its brackets, `[ 1 ]`; a body button
///   is `[1]`.
public enum Font: Sendable, Hashable {
  /// The ordinary text size.
  case body
  /// A prominent size for results and main actions.
  case title
}
