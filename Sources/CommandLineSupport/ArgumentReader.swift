import KitSupport

/// Reads a command line against a ``CommandSpec``, by hand, with no packages.
///
/// It follows subcommand names from the start, accepts `--name value` and
/// `--name=value`, treats `-` as a word (standard input), stops reading
/// options after `--`, checks the words against the command's arguments, and
/// answers a typo with the closest option or subcommand.
public enum ArgumentReader {
  /// Reads arguments (without the program's name) for a tool.
  ///
  /// - Throws: ``RejectedCommandLine`` naming the first word it cannot
  ///   accept, unless `-h` or `--help` was given, which wins over every mistake.
  public static func read(_ words: [String], for tool: CommandSpec) throws(RejectedCommandLine)
    -> Invocation
  {
    var command = tool
    var path = [tool.name]
    var rest = words[...]
    while let word = rest.first, let subcommand = command.subcommand(word) {
      command = subcommand
      path.append(word)
      rest = rest.dropFirst()
    }
    let asksForHelp = rest.prefix { $0 != "--" }.contains { $0 == "-h" || $0 == "--help" }
    do throws(UsageError) {
      let parsed = try parseOptions(Array(rest), options: command.allOptions)
      try check(parsed.positionals, for: command)
      if command.requiresSubcommand, !parsed.has("--help") {
        throw .missingSubcommand(choices: command.subcommands.map(\.name))
      }
      return Invocation(
        path: path, command: command, arguments: parsed, wantsHelp: parsed.has("--help"))
    } catch {
      guard asksForHelp else {
        throw RejectedCommandLine(reason: error, usage: CommandText.usage(for: command, path: path))
      }
      return Invocation(path: path, command: command, arguments: ParsedArguments(), wantsHelp: true)
    }
  }

  /// Splits words into options and positional words; `-h` counts as `--help`.
  public static func parseOptions(_ words: [String], options: [OptionSpec]) throws(UsageError)
    -> ParsedArguments
  {
    var parsed = ParsedArguments()
    var remaining = words[...]
    while let word = remaining.popFirst() {
      if word == "--" {
        parsed.positionals += remaining
        break
      }
      guard word.hasPrefix("-"), word != "-" else {
        parsed.positionals.append(word)
        continue
      }
      let (name, inlineValue) = split(word == "-h" ? "--help" : word)
      guard let option = options.first(where: { $0.name == name }) else {
        throw .unknownOption(
          name, suggestion: Suggestion.closest(to: name, in: options.map(\.name)))
      }
      guard let valueName = option.valueName else {
        if let inlineValue { throw .flagWithValue(option: name, value: inlineValue) }
        parsed.flags.insert(name)
        continue
      }
      if let inlineValue {
        parsed.values[name] = inlineValue
      } else if let next = remaining.first, !isOption(next, in: options) {
        parsed.values[name] = next
        remaining = remaining.dropFirst()
      } else {
        throw .missingValue(option: name, valueName: valueName)
      }
    }
    return parsed
  }

  private static func check(_ words: [String], for command: CommandSpec) throws(UsageError) {
    var words = words[...]
    for argument in command.arguments {
      switch argument.count {
      case .one:
        guard words.popFirst() != nil else { throw .missingArgument(argument.name) }
      case .optional:
        _ = words.popFirst()
      case .many:
        words = []
      }
    }
    guard let extra = words.first else { return }
    let names = command.subcommands.map(\.name)
    if command.arguments.isEmpty, !names.isEmpty {
      if names.contains(extra) { throw .misplacedSubcommand(extra) }
      throw .unknownSubcommand(extra, suggestion: Suggestion.closest(to: extra, in: names))
    }
    throw .unexpectedArgument(extra, suggestion: nil)
  }

  private static func split(_ word: String) -> (String, String?) {
    guard word.hasPrefix("--"), let equals = word.firstIndex(of: "=") else { return (word, nil) }
    return (String(word[..<equals]), String(word[word.index(after: equals)...]))
  }

  /// Whether a word is one of the command's options, so it cannot be a value.
  private static func isOption(_ word: String, in options: [OptionSpec]) -> Bool {
    let name = split(word).0
    return name == "-h" || options.contains { $0.name == name }
  }
}
