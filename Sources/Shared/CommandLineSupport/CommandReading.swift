import KitSupport

/// The command line a command is being made from, which its ``Option``,
/// ``Flag`` and ``Argument`` wrappers read as they are made.
///
/// A command declares each option once, as a wrapped property. To learn what
/// it declares, the reader makes the command with `init()` while a reading
/// with no words is current: each wrapper, as it is made, records its name
/// and help, in the order the command makes them. To read a command line, it
/// makes the command again with the words it found: each wrapper reads its
/// word into its type, or keeps its default. The reading is a task-local
/// value, so it reaches only wrappers made inside it; a command made anywhere
/// else, as a test may make one, has every property at its default.
final class CommandReading: Sendable {
  /// The reading the wrappers being made report to, if any.
  @TaskLocal static var current: CommandReading?

  private struct State {
    var options: [OptionSpec] = []
    var arguments: [ArgumentSpec] = []
    var firstError: UsageError?
  }

  /// The words the reader found, by option and argument.
  private let values: ParsedValues
  private let state = Locked(State())

  private init(_ values: ParsedValues) {
    self.values = values
  }

  /// The options and arguments a command declares, in the order it makes them.
  static func declarations<C: Command>(of command: C.Type) -> (
    options: [OptionSpec], arguments: [ArgumentSpec]
  ) {
    let reading = CommandReading(ParsedValues())
    $current.withValue(reading) { _ = C() }
    return reading.state.withLock { ($0.options, $0.arguments) }
  }

  /// A command made from the words the reader found for it, then validated.
  ///
  /// - Throws: ``UsageError/invalidValue(option:value:_:)`` for the first word,
  ///   in the order the command declares them, that is not a value its option
  ///   or argument accepts; then whatever the command's validation throws.
  static func make<C: Command>(_ command: C.Type, from values: ParsedValues) throws(UsageError)
    -> C
  {
    let reading = CommandReading(values)
    var command = $current.withValue(reading) { C() }
    if let error = reading.state.withLock({ $0.firstError }) { throw error }
    try command.validate()
    return command
  }

  /// Records an option that takes a value, and reads the word given for it.
  ///
  /// - Returns: The value, or `nil` when the option was not given or its word
  ///   is not a value, which is kept to throw once the command is made.
  func option<Value>(_ spec: OptionSpec, read: (String) throws(ValueError) -> Value) -> Value? {
    state.withLock { $0.options.append(spec) }
    guard let word = values.word(for: spec) else { return nil }
    return self.read(word, for: spec.name, with: read)
  }

  /// Records a flag, and says whether it was given.
  func flag(_ spec: OptionSpec) -> Bool {
    state.withLock { $0.options.append(spec) }
    return values.contains(spec)
  }

  /// Records an argument, and reads the words given for it, in order.
  func argument<Value>(_ spec: ArgumentSpec, read: (String) throws(ValueError) -> Value)
    -> [Value]
  {
    state.withLock { $0.arguments.append(spec) }
    return values.words(for: spec).compactMap { word in self.read(word, for: spec.name, with: read)
    }
  }

  /// A word read into a value, or `nil` after keeping why it is not one.
  private func read<Value>(
    _ word: String, for name: String, with read: (String) throws(ValueError) -> Value
  ) -> Value? {
    do throws(ValueError) {
      return try read(word)
    } catch {
      state.withLock { state in
        if state.firstError == nil {
          state.firstError = .invalidValue(option: name, value: word, error)
        }
      }
      return nil
    }
  }
}
