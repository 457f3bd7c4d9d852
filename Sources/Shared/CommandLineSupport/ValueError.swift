/// Why a word is not a value an option or argument accepts, for the sentence
/// that says so.
package enum ValueError: Error, Equatable, Sendable {
  /// The value has the wrong shape; the text says what was expected:
  /// `a whole number from 24 to 200`.
  case expected(String)
  /// The value's reader says what is wrong with it in a sentence of its own:
  /// `step 3 'sumbit' is not a step`.
  case reason(String)
  /// The value names nothing the tool has, such as a scenario: `kind` is what
  /// it should name, `suggestion` the closest name, `seeAlso` the command that
  /// lists them.
  case unknown(kind: String, suggestion: String?, seeAlso: String?)

  /// `one of a, b`: the expectation for a value from a fixed list.
  package static func oneOf(_ choices: [String]) -> ValueError {
    .expected("one of " + choices.joined(separator: ", "))
  }
}
