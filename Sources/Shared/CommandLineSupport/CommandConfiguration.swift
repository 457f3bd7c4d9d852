/// What a command is called, what it does, and which subcommands follow it, in
/// the manner of swift-argument-parser's `CommandConfiguration`.
///
/// What the command takes is declared on the command itself, with ``Option``,
/// ``Flag`` and ``Argument``; help and usage lines are built from both, so what
/// `--help` lists is what the command accepts. Every command also accepts `-h`
/// and `--help`.
package struct CommandConfiguration: Sendable {
  /// The word that runs it: the tool's name, or the subcommand's.
  package var name: String
  /// One sentence that says what it does.
  package var abstract: String
  /// Paragraphs of help printed after the overview; may be empty.
  package var discussion: String
  /// The commands that can follow its name.
  package var subcommands: [any Command.Type]
  /// Whether it does nothing alone, so one of its subcommands must follow.
  package var requiresSubcommand: Bool

  /// Creates a configuration.
  ///
  /// - Parameters:
  ///   - name: The word that runs the command.
  ///   - abstract: One sentence that says what it does.
  ///   - discussion: Paragraphs of help after the overview.
  ///   - subcommands: The command types that can follow its name.
  ///   - requiresSubcommand: Whether one of the subcommands must follow.
  package init(
    name: String, abstract: String, discussion: String = "",
    subcommands: [any Command.Type] = [], requiresSubcommand: Bool = false
  ) {
    self.name = name
    self.abstract = abstract
    self.discussion = discussion
    self.subcommands = subcommands
    self.requiresSubcommand = requiresSubcommand
  }

  /// The subcommand named `word`, if there is one.
  func subcommand(named word: String) -> (any Command.Type)? {
    subcommands.first { $0.configuration.name == word }
  }
}
