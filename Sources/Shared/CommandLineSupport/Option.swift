/// An option that takes a value, and how the value is read, in the manner of
/// swift-argument-parser's `@Option`.
///
/// A command declares its options once, lists them in its configuration, and
/// reads each with ``ParsedValues/value(of:)``, which gives the value in its
/// own type or a usage error that names the option and what it expected.
///
/// ```swift
/// enum Layout: String, CaseIterable, Sendable { case grid, seed }
/// let width = Option<Int>.integer("--width", in: 24...200, "the screen width in columns")
/// let layout = Option<Layout>("--layout", "the keypad layout")
/// print(width.spec.label)
/// print(layout.spec.label)
/// // Prints "--width N"
/// // then "--layout grid|seed"
/// ```
public struct Option<Value: Sendable>: CommandOption {
  /// What help and the reader know of it.
  public let spec: OptionSpec
  /// Reads a value from the word given for it.
  let read: @Sendable (String) throws(ValueError) -> Value

  /// Creates an option whose value `read` reads.
  ///
  /// - Parameters:
  ///   - name: The name, with its dashes: `--load-time`.
  ///   - valueName: What the value looks like in help: `DURATION`.
  ///   - help: One line of help.
  ///   - read: Reads the value, or says why the word is not one.
  public init(
    _ name: String, _ valueName: String, _ help: String,
    read: @escaping @Sendable (String) throws(ValueError) -> Value
  ) {
    spec = OptionSpec(name: name, shortName: nil, valueName: valueName, help: help)
    self.read = read
  }
}

extension Option where Value == String {
  /// An option whose value is the word as given, such as a file's path.
  public init(_ name: String, _ valueName: String, _ help: String) {
    self.init(name, valueName, help) { text in text }
  }
}

extension Option where Value == Int {
  /// An option whose value is a whole number in `range`.
  public static func integer(_ name: String, in range: ClosedRange<Int>, _ help: String)
    -> Option<Int>
  {
    Option(name, "N", help) { text throws(ValueError) in
      guard let number = Int(text), range.contains(number) else {
        throw .expected("a whole number from \(range.lowerBound) to \(range.upperBound)")
      }
      return number
    }
  }
}

extension Option where Value: CaseIterable & RawRepresentable, Value.RawValue == String {
  /// An option whose value is one of an enumeration's cases, named by its raw
  /// value; help lists the cases: `--layout grid|seed`.
  public init(_ name: String, _ help: String) {
    let names = Value.allCases.map(\.rawValue)
    self.init(name, names.joined(separator: "|"), help) { text throws(ValueError) in
      guard let value = Value(rawValue: text) else { throw .oneOf(names) }
      return value
    }
  }
}
