/// What help and the reader know of an option, whatever its value's type:
/// its names, whether it takes a value, its help.
package struct OptionSpec: Sendable, Equatable {
  /// The name, with its dashes: `--width`.
  package let name: String
  /// A one-letter name, with its dash, such as `-y`; `nil` when it has none.
  package let shortName: String?
  /// What the value looks like in help (`N`, `grid|seed`); `nil` for a flag.
  package let valueName: String?
  /// One line of help.
  package let help: String

  /// `-h, --help`, which every command accepts.
  static let help = OptionSpec(
    name: "--help", shortName: "-h", valueName: nil, help: "show this help")

  /// How it reads in help: `--width N`, `-y, --yes`.
  var label: String {
    let names = (shortName.map { "\($0), " } ?? "") + name
    return valueName.map { "\(names) \($0)" } ?? names
  }

  /// Whether a word is one of its names.
  func isNamed(_ word: String) -> Bool {
    word == name || word == shortName
  }
}
