/// The options and words the reader found on a command line for one command,
/// read into their types by the command's ``Command/init(_:)``.
///
/// Each accessor takes the option or argument as the command declared it, so
/// a value is looked up by the same declaration that help lists, never by a
/// name typed again.
public struct ParsedValues: Sendable {
  /// The word given for each option that takes a value; the last one wins when repeated.
  private var values: [String: String] = [:]
  /// The names of the flags that were given.
  private var flags: Set<String> = []
  /// The words given for each argument, by the argument's name.
  private var words: [String: [String]] = [:]

  /// Creates an empty set of values.
  public init() {}

  /// The value of an option, or `nil` when it was not given.
  ///
  /// - Throws: ``UsageError/invalidValue(option:value:_:)`` when the word
  ///   given is not a value the option accepts.
  public func value<Value>(of option: Option<Value>) throws(UsageError) -> Value? {
    guard let text = values[option.spec.name] else { return nil }
    do throws(ValueError) {
      return try option.read(text)
    } catch {
      throw .invalidValue(option: option.spec.name, value: text, error)
    }
  }

  /// Whether a flag was given.
  public func contains(_ flag: Flag) -> Bool {
    flags.contains(flag.spec.name)
  }

  /// The value of an argument that takes one word, or `nil` when it was not given.
  ///
  /// - Throws: ``UsageError/invalidValue(option:value:_:)`` naming the argument.
  public func value<Value>(of argument: Argument<Value>) throws(UsageError) -> Value? {
    try values(of: argument).first
  }

  /// The values of an argument, in the order they were given.
  ///
  /// - Throws: ``UsageError/invalidValue(option:value:_:)`` naming the argument.
  public func values<Value>(of argument: Argument<Value>) throws(UsageError) -> [Value] {
    var read: [Value] = []
    for text in words[argument.spec.name] ?? [] {
      do throws(ValueError) {
        read.append(try argument.read(text))
      } catch {
        throw .invalidValue(option: argument.spec.name, value: text, error)
      }
    }
    return read
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
