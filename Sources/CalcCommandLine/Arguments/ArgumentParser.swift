import CalcCore

/// Splits a command line into options and words, by hand, with no packages.
///
/// It accepts `--name value` and `--name=value`, treats `-` as a word (standard
/// input), stops reading options after `--`, and answers an unknown option with
/// the closest known one.
struct ArgumentParser: Sendable {
  /// The options this command line may hold.
  let options: [OptionSpec]

  /// Parses arguments (without the program's name).
  func parse(_ arguments: [String]) throws(CommandLineError) -> ParsedArguments {
    var parsed = ParsedArguments()
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      if argument == "--" {
        parsed.positionals += remaining
        break
      }
      guard argument.hasPrefix("-"), argument != "-" else {
        parsed.positionals.append(argument)
        continue
      }
      let (name, inlineValue) = split(argument)
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
      } else if let next = remaining.first, !isOption(next) {
        parsed.values[name] = next
        remaining = remaining.dropFirst()
      } else {
        throw .missingValue(option: name, expected: valueName)
      }
    }
    return parsed
  }

  private func split(_ argument: String) -> (String, String?) {
    guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else {
      return (argument, nil)
    }
    return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
  }

  /// Whether a word is one of this command's options, so it cannot be a value.
  private func isOption(_ word: String) -> Bool {
    options.contains { $0.name == split(word).0 }
  }
}
