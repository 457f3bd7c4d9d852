/// A word a command takes that is not an option, and how it is read, in the
/// manner of swift-argument-parser's `@Argument`.
public struct Argument<Value: Sendable>: CommandArgument {
  /// What help and the reader know of it.
  public let spec: ArgumentSpec
  /// Reads a value from the word given for it.
  let read: @Sendable (String) throws(ValueError) -> Value

  /// Creates an argument whose value `read` reads.
  ///
  /// - Parameters:
  ///   - name: Its name in help and usage: `N`.
  ///   - help: One line of help.
  ///   - count: How many words it takes.
  ///   - read: Reads the value, or says why the word is not one.
  public init(
    _ name: String, _ help: String, count: ArgumentSpec.Count = .one,
    read: @escaping @Sendable (String) throws(ValueError) -> Value
  ) {
    spec = ArgumentSpec(name: name, help: help, count: count)
    self.read = read
  }
}

extension Argument where Value == String {
  /// An argument whose value is the word as given, such as a file's path.
  public init(_ name: String, _ help: String, count: ArgumentSpec.Count = .one) {
    self.init(name, help, count: count) { text in text }
  }
}

extension Argument where Value == Int {
  /// An argument whose value is a whole number; `expected` says which, for
  /// the error when it is not one: `a lesson's number`.
  public static func number(
    _ name: String, _ help: String, expected: String, count: ArgumentSpec.Count = .one
  ) -> Argument<Int> {
    Argument(name, help, count: count) { text throws(ValueError) in
      guard let number = Int(text) else { throw .expected(expected) }
      return number
    }
  }
}
