/// One option a command accepts: its name, whether it takes a value, its help.
///
/// ```swift
/// let width = OptionSpec.value("--width", "N", "the screen width in columns")
/// ```
public struct OptionSpec: Sendable, Equatable {
  /// The name, with its dashes: `--width`.
  public let name: String
  /// What the value looks like in help (`N`, `FILE`); `nil` for a flag.
  public let valueName: String?
  /// One line of help.
  public let help: String

  /// An option that takes a value.
  public static func value(_ name: String, _ valueName: String, _ help: String) -> OptionSpec {
    OptionSpec(name: name, valueName: valueName, help: help)
  }

  /// An option that is present or not.
  public static func flag(_ name: String, _ help: String) -> OptionSpec {
    OptionSpec(name: name, valueName: nil, help: help)
  }

  /// `-h, --help`, which every command accepts.
  public static let help = OptionSpec.flag("--help", "show this help")
}
