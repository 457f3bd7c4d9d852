/// What a command line asks for: which command, with which arguments.
public struct Invocation: Sendable {
  /// The command's names from the tool down: `["calc-render", "play"]`.
  public let path: [String]
  /// The command itself.
  public let command: CommandSpec
  /// The options and words after the command's name.
  public let arguments: ParsedArguments
  /// Whether `-h` or `--help` was given; the tool prints help and does nothing else.
  public let wantsHelp: Bool

  /// The subcommand's name, or `nil` for the tool itself.
  public var subcommand: String? { path.dropFirst().last }

  /// The help for the command.
  public var help: String { CommandText.help(for: command, path: path) }
}
