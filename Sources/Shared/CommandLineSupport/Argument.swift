/// A word a command takes that is not an option, declared once as the
/// property it sets, in the manner of swift-argument-parser's `@Argument`.
///
/// The property's type says how many words it takes: one (`String`, `Int`),
/// one or none (an optional), or any number (an array).
///
/// ```swift
/// struct Remove: Command {
///   static let configuration = CommandConfiguration(name: "remove", abstract: "Removes.")
///
///   @Argument("NAME", help: "a pending snapshot") var names: [String]
///
///   func run(_ console: Console) throws(UsageError) -> ExitCode { .success }
/// }
/// ```
///
/// ```swift
/// print(CommandText.usage(for: Remove.self, path: ["remove"]))
/// print(try Remove.parse(["a", "b"]).names)
/// // Prints "remove [NAME ...]"
/// // then "["a", "b"]"
/// ```
@propertyWrapper
package struct Argument<Value: Sendable>: Sendable {
  /// The value read, or `nil` for an argument of one word the command line has not given.
  private var value: Value?
  /// What help and the reader know of it: its name, its help and how many words it takes.
  package let projectedValue: ArgumentSpec

  /// The value given on the command line.
  ///
  /// An argument of one word has no default: it is there once the command line
  /// is read, as the reader requires it, and reading it before is a programming
  /// error that stops the program.
  package var wrappedValue: Value {
    get {
      guard let value else {
        preconditionFailure("'\(projectedValue.name)' is read before a command line gave it")
      }
      return value
    }
    set { value = newValue }
  }

  /// Declares an argument whose words `read` reads, and whose value `collect`
  /// makes of them.
  private init<Word>(
    _ spec: ArgumentSpec, read: (String) throws(ValueError) -> Word,
    collect: ([Word]) -> Value?
  ) {
    projectedValue = spec
    value = collect(CommandReading.current?.argument(spec, read: read) ?? [])
  }
}

extension Argument where Value == String {
  /// Declares an argument of one word, as given, such as a file's path.
  package init(_ name: String, help: String) {
    self.init(ArgumentSpec(name: name, help: help, count: .one), read: { $0 }, collect: \.first)
  }
}

extension Argument where Value == String? {
  /// Declares an argument of one word or none, as given; `nil` when none was.
  package init(_ name: String, help: String) {
    self.init(ArgumentSpec(name: name, help: help, count: .optional), read: { $0 }) {
      .some($0.first)
    }
  }
}

extension Argument where Value == [String] {
  /// Declares an argument of any number of words, none included, as given.
  package init(_ name: String, help: String) {
    self.init(ArgumentSpec(name: name, help: help, count: .many), read: { $0 }) { $0 }
  }
}

extension Argument where Value == Int {
  /// Declares an argument of one whole number; `expected` says which, for the
  /// error when the word is not one: `a lesson's number`.
  package init(_ name: String, help: String, expected: String) {
    self.init(
      ArgumentSpec(name: name, help: help, count: .one), read: Self.number(expected),
      collect: \.first)
  }
}

extension Argument where Value == Int? {
  /// Declares an argument of one whole number or none; `nil` when none was given.
  package init(_ name: String, help: String, expected: String) {
    self.init(
      ArgumentSpec(name: name, help: help, count: .optional), read: Self.number(expected)
    ) { .some($0.first) }
  }
}

extension Argument {
  /// Reads a whole number, or says it expected `expected`.
  private static func number(_ expected: String) -> (String) throws(ValueError) -> Int {
    { text throws(ValueError) in
      guard let number = Int(text) else { throw .expected(expected) }
      return number
    }
  }
}

extension Argument: Equatable where Value: Equatable {}
