import KitSupport

/// Reads a command line into the command it names, by hand, with no packages.
///
/// It follows subcommand names from the start, accepts `--name value`,
/// `--name=value` and an option's one-letter name, treats `-` as a word
/// (standard input), stops reading options after `--`, checks the words
/// against the command's arguments, answers a typo with the closest option
/// or subcommand, and lets the command read its values into their types.
package enum ArgumentReader {
  /// Reads arguments (without the program's name) for a tool.
  ///
  /// - Throws: ``RejectedCommandLine`` naming the first word it cannot
  ///   accept, unless `-h` or `--help` was given, which wins over every mistake.
  package static func read(_ words: [String], for tool: any Command.Type)
    throws(RejectedCommandLine) -> ParsedCommand
  {
    var command = tool
    var path = [tool.configuration.name]
    var rest = words[...]
    while let word = rest.first, let subcommand = command.configuration.subcommand(named: word) {
      command = subcommand
      path.append(word)
      rest = rest.dropFirst()
    }
    return try read(Array(rest), for: command, path: path)
  }

  /// Reads the words after a command's name into the command, or its help.
  private static func read<C: Command>(_ words: [String], for type: C.Type, path: [String])
    throws(RejectedCommandLine) -> ParsedCommand
  {
    let definition = CommandDefinition(C.self)
    let configuration = definition.configuration
    let asksForHelp = words.prefix { $0 != "--" }.contains { OptionSpec.help.isNamed($0) }
    let usage = CommandText.usage(for: definition, path: path)
    do throws(UsageError) {
      let values = try self.values(words, for: definition)
      if values.asksForHelp { return .help(CommandText.help(for: definition, path: path)) }
      if configuration.requiresSubcommand {
        throw .missingSubcommand(choices: configuration.subcommands.map { $0.configuration.name })
      }
      return .command(try CommandReading.make(C.self, from: values), usage: usage)
    } catch {
      guard asksForHelp else { throw RejectedCommandLine(reason: error, usage: usage) }
      return .help(CommandText.help(for: definition, path: path))
    }
  }

  /// Splits the words after a command's name into its options and arguments.
  static func values(_ words: [String], for command: CommandDefinition) throws(UsageError)
    -> ParsedValues
  {
    var values = ParsedValues()
    var positionals: [String] = []
    let options = command.allOptions
    var remaining = words[...]
    while let word = remaining.popFirst() {
      if word == "--" {
        positionals += remaining
        break
      }
      guard word.hasPrefix("-"), word != "-" else {
        positionals.append(word)
        continue
      }
      let (name, inlineValue) = split(word)
      guard let option = options.first(where: { $0.isNamed(name) }) else {
        throw .unknownOption(
          name, suggestion: Suggestion.closest(to: name, in: options.map(\.name)))
      }
      guard let valueName = option.valueName else {
        if let inlineValue { throw .flagWithValue(option: option.name, value: inlineValue) }
        values.set(option)
        continue
      }
      if let inlineValue {
        values.set(option, to: inlineValue)
      } else if let next = remaining.first, !isOption(next, in: options) {
        values.set(option, to: next)
        remaining = remaining.dropFirst()
      } else {
        throw .missingValue(option: option.name, valueName: valueName)
      }
    }
    try assign(positionals, to: command, in: &values)
    return values
  }

  /// Gives each word to the command's arguments in order, or says which is missing or extra.
  private static func assign(
    _ words: [String], to command: CommandDefinition, in values: inout ParsedValues
  ) throws(UsageError) {
    var words = words[...]
    for argument in command.arguments {
      switch argument.count {
      case .one:
        guard let word = words.popFirst() else { throw .missingArgument(argument.name) }
        values.append(word, to: argument)
      case .optional:
        if let word = words.popFirst() { values.append(word, to: argument) }
      case .many:
        for word in words { values.append(word, to: argument) }
        words = []
      }
    }
    guard let extra = words.first else { return }
    let names = command.configuration.subcommands.map { $0.configuration.name }
    if command.arguments.isEmpty, !names.isEmpty {
      if names.contains(extra) { throw .misplacedSubcommand(extra) }
      throw .unknownSubcommand(extra, suggestion: Suggestion.closest(to: extra, in: names))
    }
    throw .unexpectedArgument(extra)
  }

  /// A word split at its first `=`, for `--name=value`; a one-letter name takes no `=`.
  private static func split(_ word: String) -> (String, String?) {
    guard word.hasPrefix("--"), let equals = word.firstIndex(of: "=") else { return (word, nil) }
    return (String(word[..<equals]), String(word[word.index(after: equals)...]))
  }

  /// Whether a word is one of the command's options, so it cannot be a value.
  private static func isOption(_ word: String, in options: [OptionSpec]) -> Bool {
    let name = split(word).0
    return options.contains { $0.isNamed(name) }
  }
}
