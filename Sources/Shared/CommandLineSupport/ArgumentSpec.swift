/// What help and the reader know of a word a command takes that is not an
/// option, such as `N` in `lesson N`, whatever its value's type.
package struct ArgumentSpec: Sendable, Equatable {
  /// How many words the argument takes.
  package enum Count: Sendable, Equatable {
    /// Exactly one word.
    case one
    /// One word or none.
    case optional
    /// Any number of words, none included.
    case many
  }

  /// The argument's name in help and usage: `N`, `NAME`.
  package let name: String
  /// One line of help.
  package let help: String
  /// How many words it takes.
  package let count: Count

  /// How the argument reads in a usage line: `A`, `[N]`, `[NAME ...]`.
  var usage: String {
    switch count {
    case .one: name
    case .optional: "[\(name)]"
    case .many: "[\(name) ...]"
    }
  }
}
