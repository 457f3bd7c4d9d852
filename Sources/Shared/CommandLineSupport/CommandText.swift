import KitSupport

/// The grammar every tool of the kit speaks, built in one place: help, usage
/// lines, usage errors, and the shape of every error line.
///
/// An error is one sentence in sentence case after `Error: `, quoting what was
/// typed (`'--widht'`), ending with `Did you mean '--width'?` when a close
/// name exists, and a usage error is followed by the command's usage line.
///
/// ```swift
/// print(CommandText.error("Unknown option '--widht'. Did you mean '--width'?", usage: "x"))
/// // Prints "Error: Unknown option '--widht'. Did you mean '--width'?"
/// // then "Usage: x"
/// ```
package enum CommandText {
  /// The sentence for a usage error.
  static func message(_ error: UsageError) -> String {
    switch error {
    case .unknownOption(let option, let suggestion):
      "Unknown option \(quote(option))\(didYouMean(suggestion))"
    case .missingValue(let option, let valueName):
      "Missing value for \(quote("\(option) \(valueName)"))"
    case .flagWithValue(let option, let value):
      "Option \(quote(option)) takes no value, but was given \(quote(value))"
    case .invalidValue(let option, let value, .expected(let expected)):
      "Invalid value \(quote(value)) for \(quote(option)): expected \(expected)"
    case .invalidValue(let option, _, .reason(let reason)):
      "Invalid value for \(quote(option)): \(reason)"
    case .invalidValue(_, let value, .unknown(let kind, let suggestion, let seeAlso)):
      unknown(kind, value, suggestion: suggestion, seeAlso: seeAlso)
    case .unexpectedArgument(let word):
      "Unexpected argument \(quote(word))"
    case .unknownSubcommand(let word, let suggestion):
      "Unknown subcommand \(quote(word))\(didYouMean(suggestion))"
    case .misplacedSubcommand(let name):
      "Subcommand \(quote(name)) must come first, before any option"
    case .missingArgument(let name):
      "Missing expected argument \(quote(name))"
    case .missingSubcommand(let choices):
      "Missing subcommand; expected one of \(choices.joined(separator: ", "))"
    case .needsOption(let option, let needs):
      "Option \(quote(option)) needs \(needs)"
    case .conflictingOptions(let first, let second):
      "Options \(quote(first)) and \(quote(second)) cannot be used together"
    }
  }

  /// What a tool writes to standard error when it stops: `Error: ` and the
  /// message, then, for a usage error, the command's usage line.
  package static func error(_ message: String, usage: String? = nil) -> String {
    "Error: \(message)\n" + (usage.map { "Usage: \($0)\n" } ?? "")
  }

  /// The sentence for a write to a standard stream that failed.
  package static func writeFailed(_ failure: WriteFailure) -> String {
    "Cannot write to \(failure.stream): \(failure.reason)"
  }

  /// `Unknown scenario 'x'. Did you mean 'y'? See 'tool --list'`: a name the
  /// tool does not have, the closest one it has, and where they are listed.
  package static func unknown(
    _ kind: String, _ name: String, suggestion: String?, seeAlso: String? = nil
  ) -> String {
    "Unknown \(kind) \(quote(name))\(didYouMean(suggestion))"
      + (seeAlso.map { (suggestion == nil ? ". " : " ") + "See \(quote($0))" } ?? "")
  }

  /// `. Did you mean 'x'?` to end a sentence, or nothing.
  package static func didYouMean(_ suggestion: String?) -> String {
    suggestion.map { ". Did you mean \(quote($0))?" } ?? ""
  }

  /// Quotes user input for a one-line message: control characters are escaped
  /// and very long input is shortened.
  package static func quote(_ text: String) -> String {
    "'\(QuotedInput.shown(text, limit: 60))'"
  }

  /// Quotes a path whole for a one-line message: control characters are
  /// escaped, and it is never shortened, so it can be copied and opened.
  package static func quote(path: String) -> String {
    "'\(QuotedInput.shown(path, limit: Int.max))'"
  }

  /// The usage line of a command, without `Usage: `.
  ///
  /// - Parameters:
  ///   - command: The command.
  ///   - path: The words that run it: the tool's name, then each subcommand's.
  /// - Returns: The line, such as `calc-render play [<options>]`.
  package static func usage(for command: any Command.Type, path: [String]) -> String {
    usage(for: CommandDefinition(command), path: path)
  }

  /// The help `-h` or `--help` prints.
  ///
  /// - Parameters:
  ///   - command: The command.
  ///   - path: The words that run it: the tool's name, then each subcommand's.
  /// - Returns: The overview, discussion, usage, arguments, options and subcommands.
  package static func help(for command: any Command.Type, path: [String]) -> String {
    help(for: CommandDefinition(command), path: path)
  }

  /// The usage line of a command the reader has defined.
  static func usage(for command: CommandDefinition, path: [String]) -> String {
    let configuration = command.configuration
    var words = path
    if !command.options.isEmpty { words.append("[<options>]") }
    words += command.arguments.map(\.usage)
    if !configuration.subcommands.isEmpty {
      words.append(configuration.requiresSubcommand ? "<subcommand>" : "[<subcommand>]")
    }
    return words.joined(separator: " ")
  }

  /// The help of a command the reader has defined.
  static func help(for command: CommandDefinition, path: [String]) -> String {
    let configuration = command.configuration
    var sections = ["OVERVIEW: \(configuration.abstract)"]
    if !configuration.discussion.isEmpty { sections.append(configuration.discussion) }
    sections.append("USAGE: \(usage(for: command, path: path))")
    if !command.arguments.isEmpty {
      sections.append("ARGUMENTS:\n" + table(command.arguments.map { ($0.name, $0.help) }))
    }
    sections.append("OPTIONS:\n" + table(command.allOptions.map { ($0.label, $0.help) }))
    if !configuration.subcommands.isEmpty {
      let rows = configuration.subcommands.map {
        ($0.configuration.name, $0.configuration.abstract)
      }
      sections.append(
        "SUBCOMMANDS:\n" + table(rows) + "\n\n"
          + "  See '\(path.joined(separator: " ")) <subcommand> --help' for detailed help.")
    }
    return sections.joined(separator: "\n\n") + "\n"
  }

  private static func table(_ rows: [(String, String)]) -> String {
    let width = rows.map(\.0.count).max() ?? 0
    return rows.map { left, right in
      "  " + left + String(repeating: " ", count: width - left.count + 2) + right
    }.joined(separator: "\n")
  }
}
