/// The words the reader found on a command line for one command: the word
/// given for each option that takes one, the flags given, and the words for
/// each argument.
///
/// The command's wrappers read them into their types as the command is made;
/// see ``CommandReading``.
struct ParsedValues: Sendable {
  /// The word given for each option that takes a value; the last one wins when repeated.
  private var values: [String: String] = [:]
  /// The names of the flags that were given.
  private var flags: Set<String> = []
  /// The words given for each argument, by the argument's name.
  private var words: [String: [String]] = [:]

  /// The word given for an option, or `nil` when it was not given.
  func word(for option: OptionSpec) -> String? {
    values[option.name]
  }

  /// Whether a flag was given.
  func contains(_ flag: OptionSpec) -> Bool {
    flags.contains(flag.name)
  }

  /// The words given for an argument, in order.
  func words(for argument: ArgumentSpec) -> [String] {
    words[argument.name] ?? []
  }

  /// Whether `-h` or `--help` was given.
  var asksForHelp: Bool { flags.contains(OptionSpec.help.name) }

  /// Keeps the word given for an option that takes a value.
  mutating func set(_ option: OptionSpec, to word: String) {
    values[option.name] = word
  }

  /// Keeps a flag that was given.
  mutating func set(_ flag: OptionSpec) {
    flags.insert(flag.name)
  }

  /// Keeps a word given for an argument.
  mutating func append(_ word: String, to argument: ArgumentSpec) {
    words[argument.name, default: []].append(word)
  }
}
