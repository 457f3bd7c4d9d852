/// A command a tool offers: what it does, its options, its arguments and its
/// subcommands, in the style of swift-argument-parser's `CommandConfiguration`.
///
/// Every command accepts `-h` and `--help`, which print ``CommandText/help(for:path:)``.
/// Adding a subcommand is adding a `CommandSpec` to its parent's `subcommands`
/// and a case where the tool dispatches on ``Invocation/path``.
///
/// ```swift
/// let tool = CommandSpec(
///   name: "greet", abstract: "Says hello.",
///   options: [.value("--name", "NAME", "who to greet")])
/// let invocation = try ArgumentReader.read(["--name", "Ada"], for: tool)
/// print(invocation.arguments.values["--name"] ?? "")
/// // Prints "Ada"
/// ```
public struct CommandSpec: Sendable {
  /// The word that runs it: the tool's name, or the subcommand's.
  public var name: String
  /// One sentence that says what it does.
  public var abstract: String
  /// Paragraphs of help printed after the usage line; may be empty.
  public var discussion: String
  /// The words it takes that are not options.
  public var arguments: [ArgumentSpec]
  /// The options it takes, apart from `-h, --help`.
  public var options: [OptionSpec]
  /// The commands that can follow its name.
  public var subcommands: [CommandSpec]
  /// Whether it does nothing alone, so one of its subcommands must follow.
  public var requiresSubcommand: Bool

  /// Creates a command.
  public init(
    name: String, abstract: String, discussion: String = "", arguments: [ArgumentSpec] = [],
    options: [OptionSpec] = [], subcommands: [CommandSpec] = [], requiresSubcommand: Bool = false
  ) {
    self.name = name
    self.abstract = abstract
    self.discussion = discussion
    self.arguments = arguments
    self.options = options
    self.subcommands = subcommands
    self.requiresSubcommand = requiresSubcommand
  }

  /// The options it parses: its own, then `--help`.
  var allOptions: [OptionSpec] { options + [.help] }

  /// The subcommand named `word`, if there is one.
  func subcommand(_ word: String) -> CommandSpec? {
    subcommands.first { $0.name == word }
  }
}
