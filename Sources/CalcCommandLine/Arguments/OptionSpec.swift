/// One option a command accepts: its name, whether it takes a value, its help.
struct OptionSpec: Sendable {
  /// The long name, with its dashes: `--width`.
  let name: String
  /// What the value looks like in help (`N`, `FILE`); `nil` for a flag.
  let valueName: String?
  /// One line of help.
  let help: String

  /// An option that takes a value.
  static func value(_ name: String, _ valueName: String, _ help: String) -> OptionSpec {
    OptionSpec(name: name, valueName: valueName, help: help)
  }

  /// An option that is present or not.
  static func flag(_ name: String, _ help: String) -> OptionSpec {
    OptionSpec(name: name, valueName: nil, help: help)
  }
}
