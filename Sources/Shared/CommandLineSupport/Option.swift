/// An option that takes a value, declared once as the property it sets, in
/// the manner of swift-argument-parser's `@Option`.
///
/// The wrapper names the option, says its help and how its word is read, and
/// the property's initial value is its default; an option without a default
/// is optional and `nil` when not given. A word that is not a value stops the
/// command line with a usage error that names the option and what it expected.
///
/// ```swift
/// enum Layout: String, CaseIterable, Sendable { case grid, seed }
///
/// struct Draw: Command {
///   static let configuration = CommandConfiguration(name: "draw", abstract: "Draws.")
///
///   @Option("--width", in: 24...200, help: "the screen width in columns") var width: Int?
///   @Option("--layout", help: "the keypad layout") var layout = Layout.grid
///
///   func run(_ console: Console) throws(UsageError) -> ExitCode { .success }
/// }
/// ```
///
/// ```swift
/// let draw = try Draw.parse(["--layout", "seed"])
/// print(draw.layout)
/// print(CommandText.usage(for: Draw.self, path: ["draw"]))
/// // Prints "seed"
/// // then "draw [<options>]"
/// ```
///
/// The projected value is what help and the reader know of it, so a message
/// names the option as declared: `$width.name` is `--width`.
@propertyWrapper
package struct Option<Value: Sendable>: Sendable {
  /// The value given on the command line, or the default.
  package var wrappedValue: Value
  /// What help and the reader know of it: its name, what its value looks like, its help.
  package let projectedValue: OptionSpec

  /// Declares an option with a default, whose word `read` reads.
  ///
  /// - Parameters:
  ///   - wrappedValue: The default: the property's initial value.
  ///   - name: The name, with its dashes: `--load-time`.
  ///   - valueName: What the value looks like in help: `DURATION`.
  ///   - help: One line of help.
  ///   - read: Reads the value, or says why the word is not one.
  package init(
    wrappedValue: Value, _ name: String, _ valueName: String, help: String,
    read: (String) throws(ValueError) -> Value
  ) {
    projectedValue = OptionSpec(name: name, shortName: nil, valueName: valueName, help: help)
    self.wrappedValue =
      CommandReading.current?.option(projectedValue, read: read) ?? wrappedValue
  }

  /// Declares an option without a default, whose word `read` reads; `nil` when not given.
  ///
  /// - Parameters:
  ///   - name: The name, with its dashes: `--numbers`.
  ///   - valueName: What the value looks like in help: `LIST`.
  ///   - help: One line of help.
  ///   - read: Reads the value, or says why the word is not one.
  package init<Wrapped>(
    _ name: String, _ valueName: String, help: String,
    read: (String) throws(ValueError) -> Wrapped
  ) where Value == Wrapped? {
    projectedValue = OptionSpec(name: name, shortName: nil, valueName: valueName, help: help)
    wrappedValue = CommandReading.current?.option(projectedValue, read: read)
  }
}

extension Option where Value == String {
  /// Declares an option with a default whose value is the word as given.
  package init(wrappedValue: String, _ name: String, _ valueName: String, help: String) {
    self.init(wrappedValue: wrappedValue, name, valueName, help: help) { text in text }
  }
}

extension Option where Value == String? {
  /// Declares an option whose value is the word as given, such as a file's path.
  package init(_ name: String, _ valueName: String, help: String) {
    self.init(name, valueName, help: help) { text in text }
  }
}

extension Option where Value == Int? {
  /// Declares an option whose value is a whole number in `range`: `--width N`.
  package init(_ name: String, in range: ClosedRange<Int>, help: String) {
    self.init(name, "N", help: help) { text throws(ValueError) in
      guard let number = Int(text), range.contains(number) else {
        throw .expected("a whole number from \(range.lowerBound) to \(range.upperBound)")
      }
      return number
    }
  }
}

extension Option where Value: CaseIterable & RawRepresentable, Value.RawValue == String {
  /// Declares an option whose value is one of an enumeration's cases, named by
  /// its raw value; help lists the cases: `--layout grid|seed`.
  package init(wrappedValue: Value, _ name: String, help: String) {
    let names = Value.allCases.map(\.rawValue)
    self.init(wrappedValue: wrappedValue, name, names.joined(separator: "|"), help: help) {
      text throws(ValueError) in
      guard let value = Value(rawValue: text) else { throw .oneOf(names) }
      return value
    }
  }
}

extension Option: Equatable where Value: Equatable {}
